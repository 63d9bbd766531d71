import type { Testimonial } from '../schemas.js';

/**
 * Customer testimonials for the carousel. These are sample texts for development: before launch
 * replace them with genuine quotes from customers who agreed to be quoted.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    content: 'I compared three used car loan offers on one screen and picked the one with the lowest APR. The valuation was done the next day.',
    name: 'Rohit S., Pune',
    loanType: 'Used car loan',
    date: '2026-09-14',
    imgname: '/images/testimonials/rohit.webp',
  },
  {
    content: 'My personal loan was approved within a day. The loan expert explained every charge in the Key Fact Statement before I signed.',
    name: 'Ananya M., Bangalore',
    loanType: 'Personal loan',
    date: '2026-08-02',
    imgname: '/images/testimonials/ananya.webp',
  },
  {
    content: 'After paying 20 EMIs I refinanced my car and used the cash to expand my shop. The calculator’s estimate was close to what I got.',
    name: 'Harpreet K., Ludhiana',
    loanType: 'Loan against car',
    date: '2026-07-21',
    imgname: '/images/testimonials/harpreet.webp',
  },
  {
    content: 'The Hindi pages made it easy for my father to understand the two-wheeler loan for my new electric scooter.',
    name: 'Pooja Y., Lucknow',
    loanType: 'Two-wheeler loan',
    date: '2026-10-05',
    imgname: '/images/testimonials/pooja.webp',
  },
  {
    content: 'I checked my credit score for free, found an old error, got it corrected and then applied for my new car loan.',
    name: 'Karthik R., Chennai',
    loanType: 'New car loan',
    date: '2026-06-30',
    imgname: '/images/testimonials/karthik.webp',
  },
];
