import type { Language } from '@rinn/rules';

/**
 * Copy of the credit-score check (/cibil-score-check) that the spec does not quote. English and
 * Hindi have the same keys; `{date}`, `{days}`, `{min}` and `{max}` are filled in by the page.
 */
const EN = {
  startCheck: 'Check my score for free',
  signInFirst: 'Sign in with your mobile number and an OTP; you come straight back here and your score is fetched.',
  loading: 'Fetching your credit score…',
  yourScore: 'Your credit score',
  band: 'Band',
  outOf: 'out of 900',
  freeCheckUsedNow: 'This was your one free credit-score check.',
  freeCheckUsedBefore: 'You used your one free credit-score check on {date}; this is the score it found.',
  checkedOn: 'Checked on {date}.',
  currentUntil: 'A bureau update takes {min} to {max} days, so this score stays current until {date}; it is kept and shown again here and on your dashboard.',
  expired: 'This score was checked more than {days} days ago, so it may be out of date. Lenders check a fresh score when you apply.',
  insightsLink: 'What affects your score and how to improve it',
  dashboardLink: 'Go to My Account',
  loadFailed: 'We could not fetch your credit score.',
  bandTable: 'What each band means',
  yourBand: 'Your band',
} as const;

const HI: Readonly<Record<keyof typeof EN, string>> = {
  startCheck: 'मुफ़्त में मेरा स्कोर देखें',
  signInFirst: 'अपने मोबाइल नंबर और ओटीपी से साइन इन करें; आप सीधे यहीं लौटेंगे और आपका स्कोर निकाला जाएगा।',
  loading: 'आपका क्रेडिट स्कोर निकाला जा रहा है…',
  yourScore: 'आपका क्रेडिट स्कोर',
  band: 'श्रेणी',
  outOf: '900 में से',
  freeCheckUsedNow: 'यह आपकी एक बार की मुफ़्त क्रेडिट स्कोर जाँच थी।',
  freeCheckUsedBefore: 'आपने अपनी एक बार की मुफ़्त क्रेडिट स्कोर जाँच {date} को की थी; यह उसी में मिला स्कोर है।',
  checkedOn: '{date} को जाँचा गया।',
  currentUntil: 'क्रेडिट ब्यूरो में अपडेट {min} से {max} दिन में होता है, इसलिए यह स्कोर {date} तक मान्य है; इसे सहेजकर यहाँ और आपके डैशबोर्ड पर फिर से दिखाया जाता है।',
  expired: 'यह स्कोर {days} दिन से ज़्यादा पहले जाँचा गया था, इसलिए यह पुराना हो सकता है। आवेदन करने पर लेंडर नया स्कोर जाँचते हैं।',
  insightsLink: 'आपके स्कोर पर किन बातों का असर होता है और इसे कैसे सुधारें',
  dashboardLink: 'मेरे खाते पर जाएँ',
  loadFailed: 'हम आपका क्रेडिट स्कोर नहीं निकाल सके।',
  bandTable: 'हर श्रेणी का मतलब',
  yourBand: 'आपकी श्रेणी',
};

/** The credit-score check's copy. */
export type ScoreCheckStrings = Readonly<Record<keyof typeof EN, string>>;

/**
 * The credit-score check's copy in a language.
 *
 * @param language - the page language
 * @returns the strings
 */
export function scoreCheckStrings(language: Language): ScoreCheckStrings {
  return language === 'hi' ? HI : EN;
}
