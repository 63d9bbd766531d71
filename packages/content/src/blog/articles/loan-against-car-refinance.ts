import type { BlogArticle } from '../schema.js';

/** Loan against a car you own (car refinance): how it works, costs and risks. */
export const loanAgainstCarRefinance: BlogArticle = {
  id: 11,
  slug: 'loan-against-car-refinance',
  lang: 'en',
  title: 'Loan Against Car (Car Refinance): Raise Funds on the Car You Own',
  metaTitle: 'Loan Against Car: How Car Refinance Works in India',
  metaDescription: 'Use the car you own, paid off or still on a loan, to raise funds at a lower rate than many unsecured loans. Eligibility, costs and risks.',
  author: 'Rinn Editorial Team',
  date: '2026-06-01',
  readTime: 4,
  categories: ['refinance', 'car-loan'],
  banner: { bannerImageUrl: '/images/blog/loan-against-car-refinance.webp' },
  tips: [
    'The amount depends on the car’s current valuation, not what you paid for it.',
    'If your car is still on a loan, you usually need at least 12 EMIs paid.',
    'Missing EMIs can cost you the car, so borrow only what you can repay.',
  ],
  recommendations: ['loan-balance-transfer-when-it-pays', 'used-car-loan-guide', 'personal-loan-documents-checklist'],
  body: `If you own a car, it can help you raise money. A **loan against car**, often called **car refinance**, uses your car as security for a new loan. Because the loan is secured, rates are often lower and approval can be easier than for an unsecured personal loan. You keep driving the car while you repay.

## Two kinds of car refinance

- **Loan against a car you own outright.** Your car has no loan on it. The lender values the car, offers a loan against it, and records its interest (hypothecation) on your registration certificate.
- **Refinance of a car that is still on a loan.** The new lender pays off your existing car loan and gives you the balance as cash, with one new EMI. This is similar to a balance transfer with a top-up. On Rinn, refinancing a car that is still on a loan generally needs **at least 12 EMIs paid** on the current loan, so that you have a repayment track record.

## How much can you get?

The amount depends mainly on the car's **current valuation**, which reflects its make, model, age, kilometres, condition and demand in the resale market. The lender offers a share of that value, and for a car still on a loan, the existing outstanding is paid off first. Your income, credit score and repayment history on the current loan also count. Lenders may cap the loan at a fixed amount whatever the valuation.

Try the [refinance calculator](/bt-calculator) to see the cash in hand you might get from your current loan details.

## When it makes sense

- You need funds for a planned expense, such as education, a wedding, a medical bill or business working capital, and a secured loan is cheaper for you than an unsecured one.
- Your credit score or income makes an unsecured personal loan hard to get or expensive.
- Your current car loan has a high rate and you would like to consolidate it into one loan with a better rate.

It makes less sense for spending you could postpone, or when the EMI would stretch your budget. The car is the security: if you stop paying, the lender can repossess it, following the fair practices code that RBI requires of lenders.

## Costs to compare

- **Interest rate and APR.** Compare the APR in each lender's Key Fact Statement; valuation and processing fees add to the cost. Our guide to [APR and the Key Fact Statement](/resources/apr-and-key-fact-statement) explains the details.
- **Valuation fee** for inspecting the car.
- **Processing fee** and **stamp duty**, plus GST.
- **Foreclosure charge on your current car loan**, if you are refinancing a fixed-rate loan. This can be a significant cost; see our guide to [prepayment](/resources/loan-prepayment-and-part-payment).
- **RTO charges** for recording the new hypothecation.

## Eligibility and documents

Typical requirements include:

- the car registered in your name, with the original RC,
- valid insurance, which must be updated to show the new lender's interest,
- for a car still on a loan, a good repayment track on the existing EMIs and a statement of account from the current lender,
- the usual KYC: PAN and Aadhaar or another officially valid document,
- proof of income: salary slips and bank statements for salaried applicants, income tax returns and bank statements for the self-employed.

Lenders also set limits on the car's age, commonly so that the car is not older than a set number of years at the end of the loan.

## The process

- The lender inspects and values the car.
- You submit KYC, income documents, the RC and insurance.
- If your car has an existing loan, the new lender obtains the foreclosure letter and pays off the old lender.
- The old hypothecation is removed, using Form 35 and the old lender's no-objection certificate, and the new lender's hypothecation is recorded using Form 34.
- The balance, after paying off any existing loan and deducting charges, is disbursed to your bank account.

## Risks to keep in mind

- **Over-borrowing.** A higher amount is tempting, but the EMI must fit your budget.
- **Longer tenure on an ageing car.** A long loan on an older car can leave you owing more than it is worth.
- **Repossession.** Missing payments can lead to the car being repossessed after due notice.

## Refinance or balance transfer?

If you want only a lower rate on your existing car loan, a plain [balance transfer](/resources/loan-balance-transfer-when-it-pays) may be enough. If you need funds as well, car refinance can combine both. Explore your options on the [refinance](/refinance) page.`,
};
