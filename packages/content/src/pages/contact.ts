import { GRIEVANCE_OFFICER } from '../legal/grievance-officer.js';
import type { ContentPage } from '../schemas.js';

/** The postal and support contact block of the contact page; the office is the one the legal pages name. */
export const CONTACT_DETAILS = {
  officeAddress: GRIEVANCE_OFFICER.address,
  supportEmail: 'support@rinn.in',
  supportHours: 'Monday to Saturday, 9 am to 7 pm',
} as const;

/** The contact page (/contact-us), titled 'Reach Our Team' (spec §2). */
export const CONTACT_PAGE: ContentPage = {
  path: '/contact-us',
  lang: 'en',
  metaTitle: 'Contact Rinn | Reach Our Team',
  metaDescription: 'Write to Rinn’s support team, verify your mobile number and send us your question. We reply on working days.',
  heading: 'Reach Our Team',
  intro: 'Send us your question with your name, email and mobile number. We verify your number with an OTP so that only you receive our reply about your loan.',
  sections: [
    {
      id: 'support',
      heading: 'Support',
      body: `Email **${CONTACT_DETAILS.supportEmail}**, ${CONTACT_DETAILS.supportHours}.`,
    },
    {
      id: 'office',
      heading: 'Office',
      body: CONTACT_DETAILS.officeAddress,
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: 'If you are not satisfied with our reply, write to our grievance redressal officer; the details are on the [terms and conditions](/terms-and-conditions) page.',
    },
  ],
};
