import type { Language } from '@rinn/rules';
import { webStrings } from '../i18n/web-strings.ts';

/**
 * Labels of the chatbot widget. The spec fixes the chat's messages (in @rinn/machines and
 * @rinn/validation) but not the widget's own labels; these are the web app's, in English and Hindi.
 */
const EN = {
  minimise: 'Minimise chat',
  welcomeHeading: 'Hi! How can we help?',
  welcomeText: 'Ask us about loans, EMIs, documents or your credit score. Share a few details so we can follow up if you need us.',
  start: 'Start chat',
  name: 'Full name',
  email: 'Email',
  mobile: 'Mobile number',
  sendOtp: 'Send OTP',
  resendOtp: 'Resend OTP',
  otpSent: 'OTP sent to your mobile number.',
  /** Followed by links to the Privacy Policy and the Terms & Conditions. */
  consent: 'I agree to be contacted by Rinn about my query and accept the',
  and: 'and',
  submitDetails: 'Start chatting',
  conversation: 'Conversation',
  you: 'You',
  bot: 'Rinn Assistant',
  typing: 'Rinn Assistant is typing…',
  question: 'Type your question',
  send: 'Send',
  yes: 'Yes',
  no: 'No',
  feedbackLabel: 'What went wrong?',
  sendFeedback: 'Send feedback',
  mobileHint: 'We send a 4-digit OTP to this number.',
  greeting: 'Hello! I am the Rinn Assistant. Ask me about loans, EMIs, documents or your credit score, or pick a question below.',
  suggestionsLabel: 'Suggested questions',
  suggestion1: 'How is the EMI calculated?',
  suggestion2: 'What documents do I need for a used car loan?',
  suggestion3: 'What is a good credit score?',
} as const;

const HI: Readonly<Record<keyof typeof EN, string>> = {
  minimise: 'चैट छोटा करें',
  welcomeHeading: 'नमस्ते! हम आपकी कैसे मदद करें?',
  welcomeText: 'ऋण, ईएमआई, दस्तावेज़ या क्रेडिट स्कोर के बारे में पूछें। कुछ जानकारी दें ताकि ज़रूरत पड़ने पर हम आपसे संपर्क कर सकें।',
  start: 'चैट शुरू करें',
  name: 'पूरा नाम',
  email: 'ईमेल',
  mobile: 'मोबाइल नंबर',
  sendOtp: 'ओटीपी भेजें',
  resendOtp: 'ओटीपी दोबारा भेजें',
  otpSent: 'ओटीपी आपके मोबाइल नंबर पर भेज दिया गया है।',
  consent: 'मैं अपने सवाल के बारे में Rinn द्वारा संपर्क किए जाने के लिए सहमत हूँ और स्वीकार करता/करती हूँ:',
  and: 'और',
  submitDetails: 'चैट शुरू करें',
  conversation: 'बातचीत',
  you: 'आप',
  bot: 'Rinn सहायक',
  typing: 'Rinn सहायक लिख रहा है…',
  question: 'अपना सवाल लिखें',
  send: 'भेजें',
  yes: 'हाँ',
  no: 'नहीं',
  feedbackLabel: 'क्या ठीक नहीं रहा?',
  sendFeedback: 'फ़ीडबैक भेजें',
  mobileHint: 'हम इस नंबर पर 4 अंकों का ओटीपी भेजेंगे।',
  greeting: 'नमस्ते! मैं Rinn सहायक हूँ। ऋण, ईएमआई, दस्तावेज़ या क्रेडिट स्कोर के बारे में पूछें, या नीचे से कोई सवाल चुनें।',
  suggestionsLabel: 'सुझाए गए सवाल',
  suggestion1: 'ईएमआई कैसे निकाली जाती है?',
  suggestion2: 'पर्सनल लोन के लिए कौन से दस्तावेज़ चाहिए?',
  suggestion3: 'टू-व्हीलर लोन के लिए कौन से दस्तावेज़ चाहिए?',
};

/** The keys of the widget's labels. */
export type ChatStringKey = keyof typeof EN | 'assistantName' | 'close' | 'working';

/**
 * The chatbot widget's labels in a language.
 *
 * @param language - the page language
 * @returns the labels
 */
export function chatStrings(language: Language): Readonly<Record<ChatStringKey, string>> {
  // The labels of the panel's shell, which shows before this module loads, are the web strings'.
  const text = webStrings(language);
  return { ...(language === 'hi' ? HI : EN), assistantName: text.chatAssistantName, close: text.chatClose, working: text.chatWorking };
}
