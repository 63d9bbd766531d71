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

/**
 * The testimonials in Hindi, in the same order as {@link TESTIMONIALS}: what each customer said,
 * told in Hindi, with the same dates and pictures.
 */
export const TESTIMONIALS_HI: readonly Testimonial[] = [
  {
    content: 'मैंने पुरानी कार के लोन के तीन ऑफ़र एक ही स्क्रीन पर देखे और सबसे कम APR वाला चुना। अगले ही दिन गाड़ी का मूल्यांकन हो गया।',
    name: 'रोहित एस., पुणे',
    loanType: 'पुरानी कार के लिए लोन',
    date: '2026-09-14',
    imgname: '/images/testimonials/rohit.webp',
  },
  {
    content: 'मेरा पर्सनल लोन एक दिन में मंज़ूर हो गया। साइन करने से पहले लोन विशेषज्ञ ने की फ़ैक्ट स्टेटमेंट का हर शुल्क समझाया।',
    name: 'अनन्या एम., बेंगलुरु',
    loanType: 'पर्सनल लोन',
    date: '2026-08-02',
    imgname: '/images/testimonials/ananya.webp',
  },
  {
    content: '20 ईएमआई चुकाने के बाद मैंने अपनी कार पर लोन लिया और उस पैसे से अपनी दुकान बढ़ाई। कैलकुलेटर का अनुमान असल राशि के काफ़ी क़रीब था।',
    name: 'हरप्रीत के., लुधियाना',
    loanType: 'कार पर लोन',
    date: '2026-07-21',
    imgname: '/images/testimonials/harpreet.webp',
  },
  {
    content: 'हिंदी पेजों की वजह से मेरे पापा मेरे नए इलेक्ट्रिक स्कूटर का टू-व्हीलर लोन आसानी से समझ पाए।',
    name: 'पूजा वाई., लखनऊ',
    loanType: 'टू-व्हीलर लोन',
    date: '2026-10-05',
    imgname: '/images/testimonials/pooja.webp',
  },
  {
    content: 'मैंने मुफ़्त में अपना क्रेडिट स्कोर देखा, उसमें एक पुरानी ग़लती मिली, उसे ठीक करवाया और फिर अपनी नई कार के लोन के लिए आवेदन किया।',
    name: 'कार्तिक आर., चेन्नई',
    loanType: 'नई कार के लिए लोन',
    date: '2026-06-30',
    imgname: '/images/testimonials/karthik.webp',
  },
];
