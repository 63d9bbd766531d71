import type { NewsItem } from '../schemas.js';

/**
 * Media and news items. Only Rinn's own announcements are listed here; press coverage is added
 * when it is published, with the outlet's name and link.
 */
export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    url: '/hi/two-wheeler-loan',
    imgname: '/images/news/hindi-launch.webp',
    content: 'Rinn launches its two-wheeler, personal and instant loan pages in Hindi.',
    name: 'Rinn announcements',
    gtmAction: 'news-hindi-launch',
  },
  {
    url: '/refinance',
    imgname: '/images/news/refinance-cities.webp',
    content: 'Loans against cars now available in 24 cities, from Ahmedabad to Visakhapatnam, Kolkata and Gurugram.',
    name: 'Rinn announcements',
    gtmAction: 'news-refinance-cities',
  },
  {
    url: '/ev-loan',
    imgname: '/images/news/green-loans.webp',
    content: 'Green loans for electric cars, scooters and motorcycles are now on Rinn.',
    name: 'Rinn announcements',
    gtmAction: 'news-green-loans',
  },
  {
    url: '/cibil-score-check',
    imgname: '/images/news/free-credit-score.webp',
    content: 'New users can now check their credit score once for free.',
    name: 'Rinn announcements',
    gtmAction: 'news-free-credit-score',
  },
  {
    url: '/resources/faq',
    imgname: '/images/news/faq-hub.webp',
    content: 'The new FAQ hub answers common questions on seven kinds of loans.',
    name: 'Rinn announcements',
    gtmAction: 'news-faq-hub',
  },
  {
    url: '/bt-calculator',
    imgname: '/images/news/bt-calculator.webp',
    content: 'The balance transfer calculator now estimates cash in hand and the foreclosure charge.',
    name: 'Rinn announcements',
    gtmAction: 'news-bt-calculator',
  },
  {
    url: '/emi-calculator',
    imgname: '/images/news/emi-calculator.webp',
    content: 'Car loan EMI calculator adds a year-by-year repayment schedule.',
    name: 'Rinn announcements',
    gtmAction: 'news-emi-schedule',
  },
];
