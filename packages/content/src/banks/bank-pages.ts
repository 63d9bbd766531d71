import { formatRupees } from '@rinn/format';
import { formatPercent } from '../text-format.js';
import type { BankPage } from '../schemas.js';
import { BANK_NAMES, type BankSlug } from './bank-list.js';

/**
 * When the rate ranges below were last compared with the banks' published personal-loan rates.
 * Banks revise rates often; refresh all six together and move this month forward.
 */
export const BANK_RATES_AS_OF = '2025-06';

interface BankFacts {
  readonly minPercent: number;
  readonly maxPercent: number;
  readonly processingFee: string;
  readonly website: string;
  readonly feature: string;
}

const FACTS: Readonly<Record<BankSlug, BankFacts>> = {
  sbi: {
    minPercent: 10.3,
    maxPercent: 15.3,
    processingFee: 'Up to 1.5% of the loan amount + GST',
    website: 'https://sbi.co.in',
    feature: 'SBI’s Xpress Credit scheme is aimed at salaried customers, with the lowest rates for government and defence employees.',
  },
  'hdfc-bank': {
    minPercent: 10.9,
    maxPercent: 24,
    processingFee: 'Up to ₹6,500 + GST',
    website: 'https://www.hdfcbank.com',
    feature: 'Existing HDFC Bank customers with pre-approved offers can often get the money credited within hours.',
  },
  'icici-bank': {
    minPercent: 10.85,
    maxPercent: 16.65,
    processingFee: 'Up to 2% of the loan amount + GST',
    website: 'https://www.icicibank.com',
    feature: 'ICICI Bank offers pre-approved personal loans to many of its account holders through its app and net banking.',
  },
  'axis-bank': {
    minPercent: 11,
    maxPercent: 22,
    processingFee: 'Up to 2% of the loan amount + GST',
    website: 'https://www.axisbank.com',
    feature: 'Axis Bank lends to salaried employees of private companies, public-sector units and government bodies.',
  },
  'kotak-mahindra-bank': {
    minPercent: 10.99,
    maxPercent: 16.99,
    processingFee: 'Up to 5% of the loan amount + GST',
    website: 'https://www.kotak.com',
    feature: 'Kotak Mahindra Bank offers quick digital approval to salaried applicants, especially its existing customers.',
  },
  'bank-of-baroda': {
    minPercent: 10.9,
    maxPercent: 18.25,
    processingFee: 'Up to 2% of the loan amount + GST',
    website: 'https://www.bankofbaroda.in',
    feature: 'Bank of Baroda, a public-sector bank, offers personal loans to salaried and self-employed customers through its branches and the bob World app.',
  },
};

// Precomputed with the §9 EMI formula and checked against @rinn/loan-math by the tests.
const EXAMPLE_PRINCIPAL = 500_000;
const EXAMPLE_MONTHS = 60;
const EXAMPLE_EMI_AT_MIN_RATE: Readonly<Record<BankSlug, number>> = {
  sbi: 10_697,
  'hdfc-bank': 10_846,
  'icici-bank': 10_834,
  'axis-bank': 10_871,
  'kotak-mahindra-bank': 10_869,
  'bank-of-baroda': 10_846,
};

function bankPage(slug: BankSlug): BankPage {
  const name = BANK_NAMES[slug];
  const facts = FACTS[slug];
  const range = `${formatPercent(facts.minPercent)} to ${formatPercent(facts.maxPercent)} a year`;
  const exampleEmi = EXAMPLE_EMI_AT_MIN_RATE[slug];
  return {
    slug,
    name,
    logo: `/images/banks/${slug}.svg`,
    website: facts.website,
    rate: {
      minPercent: facts.minPercent,
      maxPercent: facts.maxPercent,
      processingFee: facts.processingFee,
      asOf: BANK_RATES_AS_OF,
      source: `${name}’s published personal-loan interest rates`,
    },
    loanPage: {
      heading: `${name} personal loan`,
      intro: `${name} personal loans are unsecured loans for any personal need. Indicative rates range from ${range}. ${facts.feature}`,
      features: [
        `Interest rate: ${range} (indicative; your rate depends on your credit profile).`,
        `Processing fee: ${facts.processingFee}.`,
        'No collateral or guarantor is needed.',
        'Compare this offer with other lenders on Rinn before you apply.',
      ],
    },
    interestRatePage: {
      heading: `${name} personal loan interest rates`,
      intro: `${name} publishes personal-loan rates from ${range}. These figures are indicative and come from the bank’s published rates; the bank decides your actual rate, which varies with your credit profile.`,
      factors: [
        'Your credit score and repayment history',
        'Your monthly income and employer',
        'Your existing EMIs compared with your income',
        'The loan amount and tenure you choose',
        `Your existing relationship with ${name}`,
      ],
    },
    emiCalculatorPage: {
      heading: `${name} personal loan EMI calculator`,
      intro: `Work out the EMI on a ${name} personal loan before you apply. For example, ${formatRupees(EXAMPLE_PRINCIPAL)} over ${EXAMPLE_MONTHS} months at ${formatPercent(facts.minPercent)} a year gives an EMI of about ${formatRupees(exampleEmi)}.`,
      example: {
        principal: EXAMPLE_PRINCIPAL,
        months: EXAMPLE_MONTHS,
        annualRatePercent: facts.minPercent,
        emi: exampleEmi,
      },
    },
  };
}

/**
 * Personal-loan content of each bank, in display order.
 *
 * @rule CONTENT-007 Bank personal-loan rates are ranges (minimum no higher than maximum), stated as
 *   indicative, dated by the month they were taken ("as of"), and attributed to the bank's own
 *   published rates; each bank's EMI example equals the §9 EMI at the bank's minimum rate.
 * @spec §2 Routes (bank-specific personal loan pages); §9 Calculators
 * @example BANK_PAGES.find((bank) => bank.slug === 'sbi')?.rate.asOf // '2025-06'
 */
export const BANK_PAGES: readonly BankPage[] = (Object.keys(BANK_NAMES) as BankSlug[]).map(bankPage);
