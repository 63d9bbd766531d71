import { BANK_PAGES, BANK_PAGES_HI, BANK_RATES_AS_OF } from '../banks/bank-pages.js';
import type { RateTable } from '../schemas.js';
import { formatPercent } from '../text-format.js';

/**
 * The lowest personal-loan rate in the rate table, in percent a year: the "rates from" figure of
 * the personal-loan page, which shows the table beside it.
 *
 * @rule CONTENT-017 The personal-loan page's "rates from" figure (title, description, banner,
 *   loan terms, FAQ and EMI calculator) is the lowest rate of the rate table it shows, so the two
 *   can never disagree.
 * @spec §2 Personal loan page (rates table); §9 Rates and eligibility
 * @workedExample table rows from 10.3 %, 10.85 %, 10.9 %, 10.99 % and 11 % → "rates from 10.3%"
 * @example formatPercent(PERSONAL_LOAN_RATES_FROM_PERCENT) // '10.3%'
 */
export const PERSONAL_LOAN_RATES_FROM_PERCENT: number = Math.min(...BANK_PAGES.map((bank) => bank.rate.minPercent));

/**
 * Personal-loan rates of the banks with their own pages, for the interest-rate comparison table.
 *
 * @example PERSONAL_LOAN_RATE_TABLE.rows.length // 6
 */
export const PERSONAL_LOAN_RATE_TABLE: RateTable = {
  caption: 'Personal loan interest rates of leading banks (indicative)',
  asOf: BANK_RATES_AS_OF,
  source: 'Each bank’s published personal-loan interest rates',
  rows: BANK_PAGES.map((bank) => ({
    logo: bank.logo,
    bankname: bank.name,
    interest: `${formatPercent(bank.rate.minPercent)} – ${formatPercent(bank.rate.maxPercent)}`,
    pf: bank.rate.processingFee,
  })),
};

/** The same table in Hindi: the same banks and rates, with the processing fees in Hindi. */
export const PERSONAL_LOAN_RATE_TABLE_HI: RateTable = {
  caption: 'प्रमुख बैंकों की पर्सनल लोन ब्याज दरें (सांकेतिक)',
  asOf: BANK_RATES_AS_OF,
  source: 'हर बैंक द्वारा प्रकाशित पर्सनल लोन ब्याज दरें',
  rows: BANK_PAGES_HI.map((bank) => ({
    logo: bank.logo,
    bankname: bank.name,
    interest: `${formatPercent(bank.rate.minPercent)} – ${formatPercent(bank.rate.maxPercent)}`,
    pf: bank.rate.processingFee,
  })),
};

/** Month the indicative used-car rates of spec §9 were last confirmed with the lending partners. */
export const USED_CAR_RATES_AS_OF = '2026-11';

/**
 * Indicative used-car rates: four banks at 14 %, 15 %, 15.5 % and 15.25 % with a 1 % processing fee.
 *
 * @rule CONTENT-008 The used-car interest-rate table shows the four indicative rates of spec §9,
 *   14 %, 15 %, 15.5 % and 15.25 %, each with a 1 % processing fee.
 * @spec §9 Calculators (indicative used-car rates)
 * @example USED_CAR_RATE_TABLE.rows.map((row) => row.interest) // ['14%', '15%', '15.5%', '15.25%']
 */
export const USED_CAR_RATE_TABLE: RateTable = {
  caption: 'Used car loan interest rates (indicative)',
  asOf: USED_CAR_RATES_AS_OF,
  source: 'Indicative rates shared with Rinn by its lending partners; your rate depends on your credit profile',
  rows: [
    { logo: '/images/banks/hdfc-bank.svg', bankname: 'HDFC Bank', interest: '14%', pf: '1%' },
    { logo: '/images/banks/icici-bank.svg', bankname: 'ICICI Bank', interest: '15%', pf: '1%' },
    { logo: '/images/banks/axis-bank.svg', bankname: 'Axis Bank', interest: '15.5%', pf: '1%' },
    { logo: '/images/banks/kotak-mahindra-bank.svg', bankname: 'Kotak Mahindra Bank', interest: '15.25%', pf: '1%' },
  ],
};
