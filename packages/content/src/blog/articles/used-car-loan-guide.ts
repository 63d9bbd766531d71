import type { BlogArticle } from '../schema.js';

/** Used-car loans: valuation, the age of the car and the RTO paperwork. */
export const usedCarLoanGuide: BlogArticle = {
  id: 4,
  slug: 'used-car-loan-guide',
  lang: 'en',
  title: 'Used Car Loans in India: Valuation, Age of the Car and the RTO Transfer',
  metaTitle: 'Used Car Loan Guide: Valuation, Car Age and RTO Transfer',
  metaDescription: 'How lenders value a used car, why the car’s age limits your tenure, and the RTO forms for transferring ownership and recording the loan.',
  author: 'Rinn Editorial Team',
  date: '2026-02-23',
  readTime: 5,
  categories: ['car-loan'],
  banner: { bannerImageUrl: '/images/blog/used-car-loan-guide.webp' },
  tips: [
    'The loan is based on the lender’s valuation, not on the asking price.',
    'An older car usually means a shorter tenure and a higher EMI.',
    'Do not pay the seller in full until the RTO transfer is under way.',
  ],
  recommendations: ['new-car-loan-down-payment-and-tenure', 'loan-against-car-refinance', 'how-emi-is-calculated'],
  body: `A used car can cost far less than a new one and loses value more slowly. Financing it is a little different from a new-car loan, though: the lender has to value a car that has already been driven, and the paperwork involves a change of ownership at the Regional Transport Office (RTO). Here is what to expect.

## How lenders value a used car

For a new car, the price is clear from the dealer's invoice. For a used car, the lender relies on a **valuation**, usually done by an empanelled valuer or an online valuation tool, and sometimes a physical inspection. The valuation looks at:

- the make, model, variant and fuel type,
- the year of manufacture and registration,
- the odometer reading and service history,
- the number of previous owners,
- accident history, the insurance claim record and the general condition,
- demand for that model in your city.

The loan amount is a percentage of the **valuation**, not of the price you agreed with the seller. If you agree to pay more than the valuation, you fund the difference yourself. Lenders often finance a large share of the valuation for a car in good condition, but the exact limit varies by lender, the age of the car and your credit profile. A valuation fee may also be charged and is shown in the loan's charges.

## Why the age of the car matters

A car loses value each year, so lenders limit how old a car can be, both when you buy it and when the loan ends. A common approach is to cap the car's age at the end of the tenure, for example at around eight to ten years from manufacture, though each lender sets its own rule.

In practice this means an older car comes with a **shorter tenure**, and a shorter tenure means a **higher EMI**. A five-year-old car may qualify for only three or four years of finance. Before you fall for an older model, check the EMI over the tenure you are likely to get using the [EMI calculator](/emi-calculator); the used car loan tab shows the figures.

## Interest rates on used cars

Used-car loans usually cost more than new-car loans, because the security is harder to value and sell. The rate you get depends on your credit score, income, the car's age and the lender. Compare the annual percentage rate in each lender's Key Fact Statement rather than only the headline rate, because valuation fees, processing fees and stamp duty add to the cost.

## Documents you will need

For yourself, the lender will ask for the usual KYC and income documents: PAN, Aadhaar or another officially valid document for address, bank statements, and salary slips or income tax returns. Salaried and self-employed applicants have slightly different lists; see the [used car loan](/used-car-loan) page.

For the car, keep ready:

- the **registration certificate (RC)**,
- a valid **insurance** policy,
- a valid **Pollution Under Control (PUC)** certificate,
- if the seller still has a loan on the car, the seller's lender's **no-objection certificate** and loan closure letter.

## The RTO transfer, step by step

Ownership of a vehicle changes only when the RTO records it. With a loan, the RTO also records your lender's interest in the car, called **hypothecation**, on the RC. The forms are prescribed under the Central Motor Vehicles Rules, and most states now let you start the process online on the Parivahan portal.

- **Form 29** is the notice of transfer of ownership, signed by the seller.
- **Form 30** is the application for transfer of ownership, signed by the seller and the buyer.
- **Form 34** records the hypothecation in favour of your lender. The lender signs it too.
- If the seller had a loan, **Form 35** and the seller's lender's no-objection certificate remove that earlier hypothecation first.

The Motor Vehicles Act sets time limits for reporting a transfer, so do not delay. Many lenders handle the paperwork through the dealer or their own agents, and disburse only once the transfer and hypothecation are under way. If you are buying from an individual, do not hand over the full amount until the documents are signed and submitted.

## Checks before you sign

- Verify the RC details, including the engine and chassis numbers, against the car itself.
- Check for pending traffic challans and unpaid road tax on the state transport portal.
- Ask for the service records and get an independent mechanic to inspect the car.
- Transfer the insurance policy to your name; the insurer needs to know about the new owner.

## Planning the loan

Keep a down payment ready so that the loan is well within the valuation, and keep the EMI comfortable. If you already own a car and need money rather than a new vehicle, a [loan against your car](/resources/loan-against-car-refinance) may be simpler. For a new car instead, read our guide to [down payment and tenure on a new-car loan](/resources/new-car-loan-down-payment-and-tenure).`,
};
