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

/** The contact block's texts in Hindi, for the /hi contact page: the same office, mailbox and hours. */
export const CONTACT_DETAILS_HI = {
  officeAddress: 'Rinn Technologies Private Limited, चौथी मंज़िल, टावर बी, सेक्टर 44, गुरुग्राम, हरियाणा 122003',
  supportPhone: CONTACT_DETAILS.supportPhone,
  supportEmail: CONTACT_DETAILS.supportEmail,
  supportHours: 'सोमवार से शनिवार, सुबह 9 बजे से शाम 7 बजे तक',
} as const;

/** The contact page in Hindi. */
export const CONTACT_PAGE_HI: ContentPage = {
  path: '/contact-us',
  lang: 'hi',
  metaTitle: 'Rinn से संपर्क करें | हमारी टीम से बात करें',
  metaDescription: 'Rinn की सहायता टीम को लिखें, अपना मोबाइल नंबर सत्यापित करें और अपना सवाल भेजें। हम कामकाजी दिनों में जवाब देते हैं।',
  heading: 'हमारी टीम से संपर्क करें',
  intro: 'अपने नाम, ईमेल और मोबाइल नंबर के साथ अपना सवाल भेजें। हम ओटीपी से आपका नंबर सत्यापित करते हैं, ताकि आपके लोन के बारे में हमारा जवाब सिर्फ़ आप तक पहुँचे।',
  sections: [
    {
      id: 'support',
      heading: 'सहायता',
      body: `कॉल करें: **${CONTACT_DETAILS.supportPhone}** या ईमेल करें: **${CONTACT_DETAILS.supportEmail}**, ${CONTACT_DETAILS_HI.supportHours}।`,
    },
    {
      id: 'complaints',
      heading: 'शिकायतें',
      body: 'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो हमारे शिकायत निवारण अधिकारी को लिखें; उनका विवरण [नियम व शर्तें](/terms-and-conditions) वाले पेज पर है।',
    },
  ],
};
