import type { BlogArticle } from '../schema.js';

/** Common beliefs about credit scores that are wrong, and what actually matters. */
export const creditScoreMyths: BlogArticle = {
  id: 13,
  slug: 'credit-score-myths',
  lang: 'en',
  title: 'Nine Credit Score Myths That Cost Indian Borrowers Money',
  metaTitle: 'Credit Score Myths: What Really Affects Your CIBIL Score',
  metaDescription: 'Does checking your score lower it? Does salary count? We clear up nine common credit score myths and explain what really moves your score.',
  author: 'Rinn Editorial Team',
  date: '2026-07-06',
  readTime: 5,
  categories: ['credit-score'],
  banner: { bannerImageUrl: '/images/blog/credit-score-myths.webp' },
  tips: [
    'Checking your own score is a soft enquiry and does not lower it.',
    'A "settled" loan hurts more than a loan closed in full.',
    'Your salary is not part of your credit score.',
  ],
  recommendations: ['cibil-score-bands-and-how-to-improve', 'instant-personal-loan-digital-lending-safety', 'foir-debt-to-income-ratio'],
  body: `Credit scores attract a lot of confident advice, and much of it is wrong. Acting on a myth can keep your score lower than it should be, or make you avoid sensible steps. Here are nine common ones, and what is actually true.

## Myth 1: Checking my own score lowers it

**False.** When you check your own score, through a credit bureau or a platform like Rinn, it is recorded as a **soft enquiry**. Soft enquiries do not affect your score. What can have a small effect is a **hard enquiry**, made when a lender checks your report because you applied for credit. Checking your own score regularly is a good habit. You can [check your credit score](/cibil-score-check) on Rinn.

## Myth 2: A higher salary means a higher score

**False.** Your income is not part of your credit report, and it does not go into the score. The score reflects how you have handled credit: whether you pay on time, how much of your limits you use, and so on. A person earning ₹25,000 a month who pays every EMI on time can have a better score than someone earning ten times as much who pays late. Lenders do look at income separately when deciding how much to lend.

## Myth 3: Having no loans or cards gives a perfect score

**False.** With no credit history, there is nothing to score. Your report may show no score at all, which some lenders treat with caution. Using credit responsibly, such as one credit card paid in full every month or a small loan repaid on time, is how you build a score. After you open your first account, it may take up to four months for a score to appear.

## Myth 4: Closing old credit cards improves my score

**Usually false.** Closing a card removes its limit, so the same spending becomes a larger share of your remaining limits, and your utilisation rises. If it is your oldest card, closing it can also shorten your average credit history. If a card has no annual fee and you can manage it, keeping it open and using it lightly is often better for your score.

## Myth 5: Settling a loan is as good as closing it

**False.** When you settle, the lender agrees to accept less than the full amount due. Your report then shows the account as **"settled"**, which tells future lenders they may not get all their money back. This can hurt your score and your chances for years. If you can pay in full, do so, and make sure the account is reported as **"closed"**.

## Myth 6: Once my score is low, it stays low

**False.** Scores respond to your recent behaviour. Late payments remain on your report for some years, but their effect fades as you build a record of on-time payments. Paying every EMI on time and keeping card use low can lift a score steadily over months. Remember that updates take **30 to 45 days** to show, so be patient.

## Myth 7: Debit card use and savings help my score

**False.** Debit cards draw on your own money, so they are not credit and are not reported to the bureaux. The same goes for fixed deposits and savings. They may help a lender see you as financially stable, but they do not enter the score.

## Myth 8: Being a guarantor or co-applicant does not affect me

**False.** As a **co-applicant**, the loan is yours too and appears on your report. As a **guarantor**, you are liable if the borrower defaults, and the loan may appear on your report; a default can hurt your score as well. Only stand guarantee for someone whose repayment you trust.

## Myth 9: There is only one score, and it is the "CIBIL score"

**False.** India has four credit information companies licensed by RBI: TransUnion CIBIL, Experian, Equifax and CRIF High Mark. Each keeps its own records and model, so your scores may differ a little from one to another. All of them use the range of **300 to 900**, and the habits that raise one raise the others. People say "CIBIL score" the way they say "photocopy", but lenders may check any of the four.

## What actually moves your score

- **Pay every due on time**, EMIs and card bills alike. Repayment history matters most.
- **Keep credit card use low**, ideally below about 30% of your limit.
- **Apply for credit only when you need it**, and compare before applying so you do not make many applications at once.
- **Keep a healthy mix** of credit and keep old accounts in good standing.
- **Check your report** at least once a year and dispute errors with the bureau.

For a fuller guide to the score bands and what each means for a loan, read [CIBIL score bands and how to improve your score](/resources/cibil-score-bands-and-how-to-improve), or learn more on the [credit score page](/cibil-score).`,
};
