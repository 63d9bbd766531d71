import type { LendingPartner } from '../schemas.js';

/**
 * Lending partners shown in the partners carousel and named in the legal pages. Contact numbers
 * are the banks' published customer-care numbers; links the bank's site does not keep at a stable
 * address are left out rather than guessed.
 */
export const LENDING_PARTNERS: readonly LendingPartner[] = [
  {
    id: 1,
    bank_img: '/images/banks/sbi.svg',
    imgAlt: 'State Bank of India',
    imgLink: 'https://sbi.co.in',
    customerCareContact: '1800 1234',
    customerCareEmail: 'customercare@sbi.co.in',
    showMailtoLink: true,
  },
  {
    id: 2,
    bank_img: '/images/banks/hdfc-bank.svg',
    imgAlt: 'HDFC Bank',
    imgLink: 'https://www.hdfcbank.com',
    customerCareContact: '1800 202 6161',
    showMailtoLink: false,
  },
  {
    id: 3,
    bank_img: '/images/banks/icici-bank.svg',
    imgAlt: 'ICICI Bank',
    imgLink: 'https://www.icicibank.com',
    customerCareContact: '1800 1080',
    customerCareEmail: 'customer.care@icicibank.com',
    showMailtoLink: true,
  },
  {
    id: 4,
    bank_img: '/images/banks/axis-bank.svg',
    imgAlt: 'Axis Bank',
    imgLink: 'https://www.axisbank.com',
    customerCareContact: '1860 419 5555',
    showMailtoLink: false,
  },
  {
    id: 5,
    bank_img: '/images/banks/kotak-mahindra-bank.svg',
    imgAlt: 'Kotak Mahindra Bank',
    imgLink: 'https://www.kotak.com',
    customerCareContact: '1860 266 2666',
    showMailtoLink: false,
  },
  {
    id: 6,
    bank_img: '/images/banks/bank-of-baroda.svg',
    imgAlt: 'Bank of Baroda',
    imgLink: 'https://www.bankofbaroda.in',
    customerCareContact: '1800 5700',
    showMailtoLink: false,
  },
  {
    id: 7,
    bank_img: '/images/banks/idfc-first-bank.svg',
    imgAlt: 'IDFC FIRST Bank',
    imgLink: 'https://www.idfcfirstbank.com',
    customerCareContact: '1800 10 888',
    showMailtoLink: false,
  },
];

/**
 * Names of the partner lenders, in carousel order, for the legal pages' partner list
 * (`legalPageWithPartners`).
 *
 * @example PARTNER_LENDER_NAMES[0] // 'State Bank of India'
 */
export const PARTNER_LENDER_NAMES: readonly string[] = LENDING_PARTNERS.map((partner) => partner.imgAlt);
