import { GRIEVANCE_OFFICER } from '../legal/grievance-officer.js';
import type { ContentPage } from '../schemas.js';

/**
 * The postal and support contact block of the contact page; the office is the one the legal pages
 * name. The page shows the address once, in this block, so no section of the page repeats it.
 *
 * @rule CONTACT-006 The contact page gives a phone number, an email and the hours, and shows the
 *   office address once: in its address block, never again in a section.
 * @spec §2 Contact us
 */
export const CONTACT_DETAILS = {
  officeAddress: GRIEVANCE_OFFICER.address,
  /** Rinn's office line, as the legal pages give it (a placeholder until the number is assigned). */
  supportPhone: GRIEVANCE_OFFICER.phone,
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
      body: `Call **${CONTACT_DETAILS.supportPhone}** or email **${CONTACT_DETAILS.supportEmail}**, ${CONTACT_DETAILS.supportHours}.`,
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: 'If you are not satisfied with our reply, write to our grievance redressal officer; the details are on the [terms and conditions](/terms-and-conditions) page.',
    },
  ],
};
