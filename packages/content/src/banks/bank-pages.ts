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

/** What differs per bank in Hindi: the processing fee and the bank's own feature. */
const FACTS_HI: Readonly<Record<BankSlug, { readonly processingFee: string; readonly feature: string }>> = {
  sbi: {
    processingFee: 'लोन राशि का 1.5% तक + जीएसटी',
    feature: 'SBI की एक्सप्रेस क्रेडिट योजना नौकरीपेशा ग्राहकों के लिए है, और सबसे कम दरें सरकारी और रक्षा कर्मचारियों को मिलती हैं।',
  },
  'hdfc-bank': {
    processingFee: '₹6,500 तक + जीएसटी',
    feature: 'पहले से मंज़ूर ऑफ़र वाले HDFC Bank के मौजूदा ग्राहकों को अक्सर कुछ ही घंटों में पैसा मिल जाता है।',
  },
  'icici-bank': {
    processingFee: 'लोन राशि का 2% तक + जीएसटी',
    feature: 'ICICI Bank अपने बहुत से खाताधारकों को ऐप और नेट बैंकिंग के ज़रिए पहले से मंज़ूर पर्सनल लोन देता है।',
  },
  'axis-bank': {
    processingFee: 'लोन राशि का 2% तक + जीएसटी',
    feature: 'Axis Bank निजी कंपनियों, सार्वजनिक क्षेत्र के उपक्रमों और सरकारी संस्थाओं के नौकरीपेशा कर्मचारियों को लोन देता है।',
  },
  'kotak-mahindra-bank': {
    processingFee: 'लोन राशि का 5% तक + जीएसटी',
    feature: 'Kotak Mahindra Bank नौकरीपेशा आवेदकों, ख़ासकर अपने मौजूदा ग्राहकों को, जल्दी डिजिटल मंज़ूरी देता है।',
  },
  'bank-of-baroda': {
    processingFee: 'लोन राशि का 2% तक + जीएसटी',
    feature: 'सार्वजनिक क्षेत्र का Bank of Baroda अपनी शाखाओं और bob World ऐप के ज़रिए नौकरीपेशा और स्व-रोज़गार ग्राहकों को पर्सनल लोन देता है।',
  },
};

function bankPageHi(english: BankPage): BankPage {
  const { name, slug, rate } = english;
  const facts = FACTS_HI[slug];
  const range = `${formatPercent(rate.minPercent)} से ${formatPercent(rate.maxPercent)} सालाना`;
  const { principal, months, emi } = english.emiCalculatorPage.example;
  return {
    ...english,
    rate: { ...rate, processingFee: facts.processingFee, source: `${name} की प्रकाशित पर्सनल लोन ब्याज दरें` },
    loanPage: {
      heading: `${name} पर्सनल लोन`,
      intro: `${name} का पर्सनल लोन किसी भी निजी ज़रूरत के लिए बिना गारंटी वाला लोन है। सांकेतिक दरें ${range} हैं। ${facts.feature}`,
      features: [
        `ब्याज दर: ${range} (सांकेतिक; आपकी दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है)।`,
        `प्रोसेसिंग फ़ीस: ${facts.processingFee}।`,
        'कुछ गिरवी रखने या गारंटर की ज़रूरत नहीं।',
        'आवेदन से पहले Rinn पर इस ऑफ़र की दूसरे लेंडर्स से तुलना करें।',
      ],
    },
    interestRatePage: {
      heading: `${name} पर्सनल लोन की ब्याज दरें`,
      intro: `${name} पर्सनल लोन की दरें ${range} प्रकाशित करता है। ये आँकड़े सांकेतिक हैं और बैंक की प्रकाशित दरों से लिए गए हैं; आपकी असल दर बैंक तय करता है, जो आपकी क्रेडिट प्रोफ़ाइल के हिसाब से बदलती है।`,
      factors: [
        'आपका क्रेडिट स्कोर और भुगतान का रिकॉर्ड',
        'आपकी मासिक आय और नियोक्ता',
        'आपकी आय के मुक़ाबले मौजूदा ईएमआई',
        'आपकी चुनी हुई लोन राशि और अवधि',
        `${name} के साथ आपका मौजूदा रिश्ता`,
      ],
    },
    emiCalculatorPage: {
      ...english.emiCalculatorPage,
      heading: `${name} पर्सनल लोन ईएमआई कैलकुलेटर`,
      intro: `आवेदन से पहले ${name} के पर्सनल लोन की ईएमआई निकालें। जैसे, ${formatRupees(principal)} का लोन ${months} महीनों के लिए ${formatPercent(rate.minPercent)} सालाना पर लें तो ईएमआई लगभग ${formatRupees(emi)} बनती है।`,
    },
  };
}

/**
 * The same bank pages in Hindi, in the same order: rates, logo and worked example are the English
 * page's; the bank's name stays as the bank writes it.
 *
 * @example BANK_PAGES_HI[0]?.loanPage.heading // 'SBI पर्सनल लोन'
 */
export const BANK_PAGES_HI: readonly BankPage[] = BANK_PAGES.map(bankPageHi);
