import { CREDIT_SCORE_FACTS, GENERAL_SCORE_GUIDE, TABLE_SCORE_BANDS } from '@rinn/rules';
import type { CreditScorePage } from '../schemas.js';

const MEANINGS: Readonly<Record<(typeof TABLE_SCORE_BANDS)[number]['id'], string>> = {
  poor: 'Loans are hard to get; lenders that approve charge high rates. Focus on clearing overdue payments first.',
  fair: 'Some lenders approve, usually at higher rates or for smaller amounts.',
  good: 'Most lenders consider you; better rates are within reach as the score rises.',
  excellent: 'You qualify for the best rates and the fastest approvals.',
};

/**
 * The credit-score information page (/cibil-score): top banner, score meaning table, factors and
 * the ideal-score section with its button to the check (spec §2).
 *
 * @example CREDIT_SCORE_PAGE.scoreTable[3].label // 'Excellent'
 */
export const CREDIT_SCORE_PAGE: CreditScorePage = {
  path: '/cibil-score',
  lang: 'en',
  metaTitle: 'Credit score: what it means and how to improve it | Rinn',
  metaDescription: 'What your CIBIL score means, what affects it and how to improve it. New users get a one-time free credit score check on Rinn.',
  heading: 'Know your credit score',
  intro: 'Your credit score, from 300 to 900, tells lenders how reliably you repay. Check it before you apply, so there are no surprises. New users get a one-time free check.',
  scoreTable: TABLE_SCORE_BANDS.map((band) => ({ min: band.min, max: band.max, label: band.label, meaning: MEANINGS[band.id] })),
  sections: [
    {
      id: 'factors',
      heading: 'What affects your score',
      body: '- **Repayment history:** paying every EMI and card bill on time matters most.\n- **Credit use:** keep card balances well below their limits.\n- **Credit mix:** a mix of secured and unsecured loans helps.\n- **Account age:** older accounts in good standing add to your record.\n- **New enquiries:** many loan applications in a short time pull the score down.',
    },
    {
      id: 'timing',
      heading: 'How long changes take',
      body: `A bureau update typically takes ${CREDIT_SCORE_FACTS.bureauUpdateDays.min} to ${CREDIT_SCORE_FACTS.bureauUpdateDays.max} days, and new credit data may take up to ${CREDIT_SCORE_FACTS.dataVisibleWithinMonths} months to show on your report.`,
    },
    {
      id: 'ideal-credit-score',
      heading: 'The ideal credit score',
      body: `As a general guide, ${GENERAL_SCORE_GUIDE.goodFrom} or more is good and ${GENERAL_SCORE_GUIDE.excellentFrom} to 900 is excellent. [Check your credit score](/cibil-score-check) to see where you stand.`,
    },
  ],
  cta: { text: 'Check your credit score', href: '/cibil-score-check' },
};
