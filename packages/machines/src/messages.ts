// Interface labels the machines hand to every UI. The spec's validation and error messages live in
// @rinn/validation and @rinn/rules; these two labels have no home there yet (see the package README).

/** Label of the first FAQ tab, which shows every item (§4 Widgets). */
export const FAQ_ALL_TAB = 'All';

/** Title of the city-list modal (§2 Screens and sections). */
export const CITY_MODAL_TITLE = 'Locations';

/**
 * The chat's own texts (§8 and the §4 prompts). The two §8 failure texts are also pinned in
 * @rinn/api-client, which the machines may not import (both are adapters); they belong in
 * @rinn/rules, see the package README.
 */
export const CHAT_TEXTS = {
  /** §8 Chat request over 25 s. */
  timeout: 'Sorry, the request is taking longer than expected. Please try again.',
  /** §8 Chat request over 25 s, shown as the chat closes. */
  delays: 'We’re experiencing some delays. Please try again in a moment.',
  /** §8 Other chat failure. */
  failed: 'An error occurred while processing your request.',
  /** §4 Chatbot: the closing line of a chat that ended normally. */
  closed: 'This conversation has been closed',
  // The spec names these prompts without giving their words.
  anythingElse: 'Is there anything else I can help you with?',
  wasItHelpful: 'Did this conversation help you?',
  askForFeedback: 'Sorry to hear that. Please tell us what we could do better.',
  thanks: 'Thank you for chatting with us!',
  away: 'It looks like you are away, so we are closing this chat. Open it again any time.',
} as const;
