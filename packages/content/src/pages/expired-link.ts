/** Messages of the expired-link page in one language; its title and button are UI_STRINGS.linkExpiredTitle and goToHome. */
export interface ExpiredLinkTexts {
  /** When the consent query says the consent was already approved. */
  readonly approved: string;
  /** When the consent query says the consent was already rejected. */
  readonly rejected: string;
  /** Any other link, or no consent query. */
  readonly general: string;
}

/** The expired-link page's texts in English and Hindi, with the same keys. */
export const EXPIRED_LINK_TEXTS: { readonly en: ExpiredLinkTexts; readonly hi: ExpiredLinkTexts } = {
  en: {
    approved: 'You have already given your consent using this link, so it can no longer be used. The lender will contact you about the next steps.',
    rejected: 'You have already declined consent using this link, so it can no longer be used. If this was a mistake, please contact the lender.',
    general: 'This link has expired or has already been used. Please ask for a new link or start again from the home page.',
  },
  hi: {
    approved: 'आप इस लिंक से पहले ही अपनी सहमति दे चुके हैं, इसलिए अब इसका इस्तेमाल नहीं किया जा सकता। आगे की प्रक्रिया के लिए लेंडर आपसे संपर्क करेगा।',
    rejected: 'आप इस लिंक से पहले ही सहमति देने से मना कर चुके हैं, इसलिए अब इसका इस्तेमाल नहीं किया जा सकता। अगर यह ग़लती से हुआ है, तो कृपया लेंडर से संपर्क करें।',
    general: 'इस लिंक की समय-सीमा ख़त्म हो गई है या इसका इस्तेमाल पहले ही हो चुका है। कृपया नया लिंक माँगें या होम पेज से दोबारा शुरू करें।',
  },
};

/**
 * The message the expired-link page shows.
 *
 * @rule CONTENT-015 The expired-link page chooses its message by the `consent` query value:
 *   `approved` and `rejected` (the consent statuses of spec §3) each have their own message, and
 *   any other value or none shows the general message.
 * @spec §2 Routes (/expired-link with consent={status}); §8 Error catalogue
 * @param consent - The `consent` query value, or null when absent.
 * @param lang - Page language.
 * @returns The message text.
 * @example expiredLinkMessage('approved', 'en').startsWith('You have already given') // true
 */
export function expiredLinkMessage(consent: string | null, lang: 'en' | 'hi'): string {
  const texts = EXPIRED_LINK_TEXTS[lang];
  if (consent === 'approved') return texts.approved;
  if (consent === 'rejected') return texts.rejected;
  return texts.general;
}
