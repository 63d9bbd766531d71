import type { BlogArticle } from '../schema.js';
import { howEmiIsCalculated } from './how-emi-is-calculated.js';
import { cibilScoreBandsAndHowToImprove } from './cibil-score-bands-and-how-to-improve.js';
import { loanBalanceTransferWhenItPays } from './loan-balance-transfer-when-it-pays.js';
import { usedCarLoanGuide } from './used-car-loan-guide.js';
import { evLoanGreenLoanGuide } from './ev-loan-green-loan-guide.js';
import { personalLoanDocumentsChecklist } from './personal-loan-documents-checklist.js';
import { loanPrepaymentAndPartPayment } from './loan-prepayment-and-part-payment.js';
import { aprAndKeyFactStatement } from './apr-and-key-fact-statement.js';
import { twoWheelerLoanGuide } from './two-wheeler-loan-guide.js';
import { newCarLoanDownPaymentAndTenure } from './new-car-loan-down-payment-and-tenure.js';
import { loanAgainstCarRefinance } from './loan-against-car-refinance.js';
import { instantPersonalLoanDigitalLendingSafety } from './instant-personal-loan-digital-lending-safety.js';
import { creditScoreMyths } from './credit-score-myths.js';
import { foirDebtToIncomeRatio } from './foir-debt-to-income-ratio.js';
import { fixedVsFloatingInterestRate } from './fixed-vs-floating-interest-rate.js';
import { hiEmiKaiseNikalein } from './hi-emi-kaise-nikalein.js';
import { hiCibilScoreKyaHai } from './hi-cibil-score-kya-hai.js';
import { hiTwoWheelerLoanGuide } from './hi-two-wheeler-loan-guide.js';
import { hiPersonalLoanDocuments } from './hi-personal-loan-documents.js';
import { hiLoanPrepayment } from './hi-loan-prepayment.js';

/**
 * Every blog article, English then Hindi, ordered by id.
 *
 * @rule BLOG-009 The collection holds at least 15 English and 5 Hindi articles with unique ids and
 *   slugs; every English body has 600 to 1,000 words; every date falls in 2026; every
 *   recommendation and every `/resources/` link points at an existing article in the same
 *   language.
 * @spec §2 Resource centre; §3 Blog item.
 * @example BLOG_ARTICLES.find((article) => article.slug === 'how-emi-is-calculated')?.readTime // 5
 */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  howEmiIsCalculated,
  cibilScoreBandsAndHowToImprove,
  loanBalanceTransferWhenItPays,
  usedCarLoanGuide,
  evLoanGreenLoanGuide,
  personalLoanDocumentsChecklist,
  loanPrepaymentAndPartPayment,
  aprAndKeyFactStatement,
  twoWheelerLoanGuide,
  newCarLoanDownPaymentAndTenure,
  loanAgainstCarRefinance,
  instantPersonalLoanDigitalLendingSafety,
  creditScoreMyths,
  foirDebtToIncomeRatio,
  fixedVsFloatingInterestRate,
  hiEmiKaiseNikalein,
  hiCibilScoreKyaHai,
  hiTwoWheelerLoanGuide,
  hiPersonalLoanDocuments,
  hiLoanPrepayment,
];
