import type { BlogArticle } from '../schema.js';

/** Green loans for electric cars and scooters, and how to judge the total cost of an EV. */
export const evLoanGreenLoanGuide: BlogArticle = {
  id: 5,
  slug: 'ev-loan-green-loan-guide',
  lang: 'en',
  title: 'EV Loans and Green Loans: Financing an Electric Car or Scooter',
  metaTitle: 'EV Loans Explained: Green Loans for Electric Vehicles',
  metaDescription: 'How green loans for electric cars and two-wheelers work, what lenders check, and how to compare an EV with a petrol vehicle on total cost.',
  author: 'Rinn Editorial Team',
  date: '2026-03-09',
  readTime: 4,
  categories: ['ev-loan', 'two-wheeler-loan'],
  banner: { bannerImageUrl: '/images/blog/ev-loan-green-loan-guide.webp' },
  tips: [
    'Rates on EV loans vary by lender; compare the APR, not the label.',
    'Compare the total cost of owning the vehicle, including fuel or charging.',
    'Check the battery warranty before you finance a used EV.',
  ],
  recommendations: ['two-wheeler-loan-guide', 'new-car-loan-down-payment-and-tenure', 'how-emi-is-calculated'],
  body: `Electric scooters, motorcycles and cars are now a common sight on Indian roads. Many banks and NBFCs offer loans specifically for them, often called **EV loans** or **green loans**. They work much like any vehicle loan, with a few differences worth knowing.

## What a green loan is

A green loan is a vehicle loan for a battery-electric vehicle. The vehicle is hypothecated to the lender until you repay, exactly as with a petrol car or bike. Some lenders run separate EV schemes with their own rates, tenures or processing fees, partly because lending for clean transport fits their sustainability goals.

**Rates vary by lender.** Some offer a discount on EV loans compared with their regular vehicle loans; others price them the same; a few charge more for new or less-known brands because resale values are less certain. Do not assume that "green" means cheaper. Compare offers on the annual percentage rate shown in each lender's Key Fact Statement.

## Who can apply

Eligibility is similar to other vehicle loans. Typical conditions include:

- a minimum age, often **at least 18 at the time of application**,
- a **decent credit score**,
- **no default on existing loans**, especially with the same lender,
- a steady income from salary or business, shown through payslips, bank statements or income tax returns.

Each lender sets its own limits, so read the eligibility section on the [EV loan](/ev-loan) page before applying.

## How much can you borrow?

Lenders usually finance a share of the on-road price, and the rest is your down payment. The on-road price of an EV includes the ex-showroom price, insurance and registration. Road tax on EVs is lower than on petrol vehicles in many states, and some states waive it or the registration fee altogether, so the on-road price may be closer to the ex-showroom price than you expect.

Government incentives have also reduced EV prices at various times. Central schemes such as the PM E-DRIVE scheme and various state EV policies have offered demand incentives on some vehicles, usually passed on by the dealer at the time of sale. The amounts and eligible models change, and schemes end, so confirm with the dealer what applies on the day you buy.

## Tax benefits: check the dates

You may have heard that interest on an EV loan is tax-deductible. Section 80EEB of the Income-tax Act allowed a deduction of up to ₹1,50,000 a year on interest for loans **sanctioned between 1 April 2019 and 31 March 2023**, for individuals buying an electric vehicle. A loan sanctioned in 2026 does not qualify. Self-employed borrowers who use the vehicle for business may be able to claim interest and depreciation as business expenses; ask a tax adviser.

## Comparing an EV with a petrol vehicle

An EV usually costs more upfront, so the loan and the EMI may be higher. What you save is running cost. To compare fairly, add up over the years you expect to keep the vehicle:

- the **total of the EMIs** and the down payment,
- **charging cost** against fuel cost for your daily distance,
- **servicing**: EVs have fewer moving parts, so routine servicing often costs less,
- **insurance**, which depends on the price of the vehicle,
- the **expected resale value**.

If you ride 40 km a day, the fuel saving can cover a meaningful part of the EMI difference. If you ride only on weekends, it may not. Work out your own figures with the [EMI calculator](/emi-calculator).

## The battery: the question to ask

The battery is the most expensive part of an EV. Before you finance one:

- check the **battery warranty**: the number of years and kilometres, and what level of capacity loss it covers,
- ask whether the battery is owned or offered on a subscription, because a subscription adds a monthly cost on top of the EMI,
- for a used EV, ask for a battery health report.

Lenders look at these points too, especially for used EVs, because the battery drives the resale value.

## Two-wheeler EVs

Electric scooters and motorcycles are the most popular EVs in India. Loans for them are usually smaller and quicker to approve. Tenures often run from one to four years. Our [two-wheeler loan guide](/resources/two-wheeler-loan-guide) covers down payments, tenure and charges, and the [two-wheeler loan](/two-wheeler-loan) page lists electric and petrol options.

## Checklist before you sign

- Compare the APR across at least three lenders.
- Confirm the on-road price after any incentives and road-tax waivers.
- Read the battery warranty and the service network in your city.
- Check for foreclosure or part-payment charges in the Key Fact Statement.
- Make sure the EMI fits your budget with room to spare.

An EV can save money over its life, but only if the loan is well chosen. Take the time to compare.`,
};
