import type { TitledPoint } from '../schemas.js';

/** The four benefit claims of spec §1, in English. */
export const BENEFITS_EN: readonly TitledPoint[] = [
  { title: 'Easy comparison', description: 'See offers from several lenders side by side, with rates, fees and EMIs in one place.' },
  { title: 'Exclusive deals', description: 'Get offers our lending partners make only to Rinn customers.' },
  { title: 'Dedicated support', description: 'A loan expert helps you from application to disbursal.' },
  { title: 'Secure online process', description: 'Apply online end to end; your details are encrypted and shared only with the lenders you choose.' },
];

/** The four benefit claims of spec §1, in Hindi. */
export const BENEFITS_HI: readonly TitledPoint[] = [
  { title: 'आसान तुलना', description: 'कई लेंडर्स के ऑफ़र एक साथ देखें — ब्याज दर, फ़ीस और ईएमआई, सब एक ही जगह।' },
  { title: 'ख़ास ऑफ़र', description: 'ऐसे ऑफ़र पाएँ जो हमारे लेंडिंग पार्टनर सिर्फ़ Rinn के ग्राहकों को देते हैं।' },
  { title: 'समर्पित सहायता', description: 'आवेदन से लेकर लोन की राशि मिलने तक एक लोन विशेषज्ञ आपकी मदद करता है।' },
  { title: 'सुरक्षित ऑनलाइन प्रक्रिया', description: 'पूरा आवेदन ऑनलाइन करें; आपकी जानकारी एन्क्रिप्टेड रहती है और सिर्फ़ आपके चुने हुए लेंडर्स के साथ साझा होती है।' },
];

/** How applying through Rinn works, in English: the step guide shared by the product pages. */
export const APPLY_STEPS_EN: readonly TitledPoint[] = [
  { title: 'Share your details', description: 'Enter your mobile number and a few details about yourself and the loan you need.' },
  { title: 'Compare offers', description: 'See matching offers from our lending partners with the rate, fees and EMI of each.' },
  { title: 'Submit documents', description: 'Upload your KYC and income documents online; the lender verifies them.' },
  { title: 'Get the money', description: 'Read the Key Fact Statement, sign the agreement and receive the amount in your bank account.' },
];

/** How applying through Rinn works, in Hindi. */
export const APPLY_STEPS_HI: readonly TitledPoint[] = [
  { title: 'अपनी जानकारी दें', description: 'अपना मोबाइल नंबर और अपने व ज़रूरी लोन के बारे में कुछ जानकारी भरें।' },
  { title: 'ऑफ़र की तुलना करें', description: 'हमारे लेंडिंग पार्टनर्स के मेल खाते ऑफ़र देखें, हर एक की ब्याज दर, फ़ीस और ईएमआई के साथ।' },
  { title: 'दस्तावेज़ जमा करें', description: 'अपने केवाईसी और आय के दस्तावेज़ ऑनलाइन अपलोड करें; लेंडर उनकी जाँच करता है।' },
  { title: 'राशि पाएँ', description: 'की फ़ैक्ट स्टेटमेंट पढ़ें, एग्रीमेंट पर साइन करें और राशि सीधे अपने बैंक खाते में पाएँ।' },
];
