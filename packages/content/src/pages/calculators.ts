import type { ContentPage } from '../schemas.js';

/** Text of the car loan EMI calculator page (/emi-calculator); limits follow spec §9. */
export const EMI_CALCULATOR_PAGE: ContentPage = {
  path: '/emi-calculator',
  lang: 'en',
  metaTitle: 'Car loan EMI calculator: new and used cars | Rinn',
  metaDescription: 'Work out the EMI on a new or used car loan from ₹10,000 to ₹25,00,000 over 1 to 7 years, with a year-by-year repayment schedule.',
  heading: 'Car loan EMI calculator',
  intro: 'Choose the New car loan or Used car loan tab, set the amount, tenure and rate, and see your EMI, total interest and repayment schedule.',
  sections: [
    {
      id: 'how-to-use',
      heading: 'How to use it',
      body: '- Set a loan amount from **₹10,000 to ₹25,00,000**.\n- Pick a tenure from **1 to 7 years**.\n- Set the interest rate from **2% to 30%** a year.\n- For a new car, pick the city, brand, model and variant to use its ex-showroom price.',
    },
    {
      id: 'how-it-works',
      heading: 'How the EMI is worked out',
      body: 'The EMI is computed monthly from the annual rate divided by 1200 and rounded to the nearest rupee. The total payable is the EMI times the number of months.',
    },
    {
      id: 'schedule',
      heading: 'Repayment schedule',
      body: 'The schedule lists every month’s principal, interest and balance, grouped by year with a total at each year end. See the [used car loan](/used-car-loan) and [new car loan](/new-car-loan) pages for rates.',
    },
  ],
  cta: { text: 'Check your offer', href: '/used-car-loan' },
};

/** Text of the two-wheeler EMI calculator page (/two-wheeler-calculator). */
export const TWO_WHEELER_CALCULATOR_PAGE: ContentPage = {
  path: '/two-wheeler-calculator',
  lang: 'en',
  metaTitle: 'Two-wheeler loan EMI calculator | Rinn',
  metaDescription: 'Work out the EMI on a scooter or motorcycle loan, petrol or electric, with rates from 10.5% a year.',
  heading: 'Two-wheeler EMI calculator',
  intro: 'Enter the loan amount, tenure in months and interest rate to see the EMI on your scooter or motorcycle loan.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How the EMI is worked out',
      body: 'The EMI is computed monthly from the annual rate divided by 1200 and rounded to the nearest rupee. The tenure is taken in months, and the total payable is the EMI times those months.',
    },
    {
      id: 'rates',
      heading: 'Rates',
      body: 'Two-wheeler loan rates on Rinn start from **10.5% a year**. See the [two-wheeler loan](/two-wheeler-loan) page to check your offer.',
    },
  ],
  cta: { text: 'Check your offer', href: '/two-wheeler-loan' },
};

/** Text of the balance-transfer calculator page (/bt-calculator); rules follow spec §9. */
export const BT_CALCULATOR_PAGE: ContentPage = {
  path: '/bt-calculator',
  lang: 'en',
  metaTitle: 'Balance transfer and refinance calculator | Rinn',
  metaDescription: 'Estimate the cash in hand from refinancing your car loan after 12 EMIs, with the foreclosure charge of your current loan.',
  heading: 'Balance transfer calculator',
  intro: 'Fill in your Current Loan Details and Required Loan Details to estimate your new EMI, the foreclosure charge and the cash in hand.',
  sections: [
    {
      id: 'cash-in-hand',
      heading: 'How cash in hand is estimated',
      body: 'Cash in hand is the smallest of three amounts: your current **EMI × EMIs paid × multiplier**, **₹10,00,000**, and the new loan amount. The multiplier is 1.3 for 12 to 18 EMIs paid, 1.4 for 19 to 24, and 1.6 otherwise.',
    },
    {
      id: 'foreclosure',
      heading: 'Foreclosure charge',
      body: 'Closing the current loan early is estimated at **5%** on top of the outstanding amount. Your current lender’s statement gives the exact figure.',
    },
    {
      id: 'eligibility',
      heading: 'Who can refinance',
      body: 'You need at least **12 EMIs** paid on your current loan. Read more about a [loan against your car](/refinance).',
    },
  ],
  cta: { text: 'Check eligibility', href: '/refinance' },
};
