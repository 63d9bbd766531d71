import type { BlogArticle } from '../schema.js';

/** What the 300–900 credit score bands mean and how to move up. */
export const cibilScoreBandsAndHowToImprove: BlogArticle = {
  id: 2,
  slug: 'cibil-score-bands-and-how-to-improve',
  lang: 'en',
  title: 'CIBIL Score Bands Explained, and How to Improve Your Score',
  metaTitle: 'CIBIL Score Bands and How to Improve Your Score',
  metaDescription: 'What each credit score band from 300 to 900 means for a loan, why updates take 30–45 days, and practical steps that raise your CIBIL score.',
  author: 'Rinn Editorial Team',
  date: '2026-01-26',
  readTime: 5,
  categories: ['credit-score'],
  banner: { bannerImageUrl: '/images/blog/cibil-score-bands-and-how-to-improve.webp' },
  tips: [
    'Pay every EMI and card bill in full and on time.',
    'Keep credit card use below about 30% of the limit.',
    'Check your report and dispute errors; changes take 30 to 45 days to show.',
  ],
  recommendations: ['credit-score-myths', 'foir-debt-to-income-ratio', 'personal-loan-documents-checklist'],
  body: `Your credit score is a three-digit summary of how you have handled credit so far. When you apply for a loan, the lender pulls your credit report from one or more credit information companies, such as TransUnion CIBIL, and uses the score as a first filter. People often say "CIBIL score" for any credit score, because CIBIL was the first bureau in India, but Experian, Equifax and CRIF High Mark produce scores too.

## The score range: 300 to 900

Credit scores in India run from **300 to 900**. A higher score means the bureau's model sees a lower chance that you will miss payments. Lenders set their own cut-offs; these are the bands Rinn shows your score in, on the score check and on your dashboard alike.

- **300 to 599: below average.** Past payments have usually been missed or a loan has been settled or written off. Most lenders will decline a new unsecured loan, and a secured loan may come at a high rate.
- **600 to 699: fair.** Some lenders will consider you, often for a smaller amount or a secured loan, and usually at a higher rate.
- **700 to 800: good.** Many lenders will approve a loan. The rate depends on the rest of your profile, including income, employer and existing EMIs.
- **801 to 900: very good.** You are likely to be offered the best rates and higher amounts, and you have more room to negotiate.

As a rule of thumb, **700 or more is good** and **750 to 900 is excellent**. A score alone does not guarantee approval: the lender also checks income, employment and how much of your income already goes to EMIs.

## No score is not a bad score

If you have never had a loan or a credit card, the bureau has nothing to score. Your report may show "NH" (no history) or "-1" instead of a number. This is not a black mark, but some lenders hesitate to lend without a history. A small secured credit card or a modest two-wheeler loan, repaid on time, is a common way to start.

After you open your first credit account, **it may take up to four months** before there is enough data for a score to appear.

## Why changes take 30 to 45 days to show

Lenders send data to the bureaux at regular intervals, not the moment you pay. The bureau then has to process the data. In practice, **an update usually takes 30 to 45 days** to reflect in your report. If you close a loan or pay off a card today, do not expect your score to move tomorrow. If you are planning a big loan, start improving your score a few months before you apply.

## What moves your score

The bureaux do not publish their exact models, but the broad factors are well known.

- **Repayment history.** This matters most. Every late EMI or card payment is recorded, and a payment more than 30, 60 or 90 days late does more damage.
- **Credit utilisation.** Using a large share of your card limits suggests stress. Keeping usage below about 30% of the limit helps.
- **Length of history.** Older accounts in good standing help, which is why closing your oldest card can sometimes lower a score.
- **Credit mix.** A mix of secured loans, such as a car loan, and unsecured credit, such as a card, repaid well, reads better than only one type.
- **Recent enquiries.** Each loan or card application lets the lender make a hard enquiry. Many applications in a short time look like credit hunger.

## How to improve your score

- **Never miss a due date.** Set up auto-debit for EMIs and at least the minimum card payment, then pay the full card bill.
- **Clear overdue amounts first.** An account that stays overdue keeps hurting your score.
- **Avoid settling a loan if you can repay it.** A "settled" status tells lenders they did not get all their money back. Closing it in full is better.
- **Spread card spending or ask for a higher limit.** Both lower utilisation, as long as you do not spend more.
- **Space out applications.** Compare offers first, then apply where you are likely to be approved. Checking your own score is a soft enquiry and does not lower it.
- **Keep old accounts open** if they cost nothing and are in good standing.

## Check your report, not just the score

Errors are more common than people think: a loan you closed still shown as open, an account that is not yours, or a wrong late-payment entry. Get your report and read each account line by line. You are entitled to a free full credit report once a year from each credit information company. If something is wrong, raise a dispute with the bureau, which will check with the lender. RBI rules set timelines for resolving such complaints and provide for compensation when they are missed.

You can [check your credit score](/cibil-score-check) on Rinn in a few minutes, and read more about what the numbers mean on the [credit score page](/cibil-score). Before you act on advice you hear from friends, read our list of [credit score myths](/resources/credit-score-myths).

## When to apply

If your score is 750 or more, compare offers now. If it is between 650 and 749, you can still get a loan, but paying down card balances for a couple of billing cycles may earn a better rate. Below 650, focus on repayment for a few months first, or consider a secured loan such as a [two-wheeler loan](/two-wheeler-loan) to build a record.`,
};
