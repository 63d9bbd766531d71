import { CHATBOT_TIMINGS } from '@rinn/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hydrationCause } from '../hydration/hydration-trigger.ts';
import { useLanguage } from '../i18n/language.ts';
import { wasChatDismissed } from './chat-dismissal.ts';
import { loadChatTranscript } from './chat-session-store.ts';
import type { ChatOpenReason } from './ChatbotWidget.tsx';
import { ChatLauncherButton } from './ChatLauncherButton.tsx';
import { keepsChatClosed, watchPageInactivity } from './page-inactivity.ts';
import './chat-launcher.css';

const loadWidget = () => import('./ChatbotWidget.tsx');
const ChatbotWidget = lazy(() => loadWidget().then((module) => ({ default: module.ChatbotWidget })));

/**
 * The chatbot's place in the site shell, on every page. Pages ship only this button and a small
 * inactivity watch; the widget, `chatbotMachine`, XState and the API client load when the visitor
 * opens the chat or the page has been idle for 30 s (CHATBOT-001), and then stay for the rest of
 * the visit, across client-side navigation. It never opens by itself over a form or a result
 * that the page marks with `data-chat-stays-closed` (the application journey).
 *
 * @returns the launcher, or the loaded widget
 */
export function ChatLauncher() {
  const { text } = useLanguage();
  const [openedBy, setOpenedBy] = useState<ChatOpenReason | null>(null);

  useEffect(() => {
    // The chat was open on the previous page of the visit: it stays open here (CHATBOT-014).
    if (openedBy === null && loadChatTranscript()?.open === true) {
      setOpenedBy('restored');
      return undefined;
    }
    if (openedBy !== null || wasChatDismissed()) return undefined;
    // A page that hydrated because it sat untouched for the inactivity time (HYDRATE-001) has
    // already waited the 30 s: the chat opens now.
    // Never by itself over a form or a result the page marks (the application journey).
    const openByItself = () => {
      if (!keepsChatClosed(document)) setOpenedBy('inactivity');
    };
    if (hydrationCause() === 'idle') {
      openByItself();
      return undefined;
    }
    return watchPageInactivity(document, CHATBOT_TIMINGS.pageInactivityOpenMs, openByItself);
  }, [openedBy]);

  if (openedBy === null) {
    return <ChatLauncherButton label={text.openChat} onClick={() => setOpenedBy('visitor')} onIntent={() => void loadWidget()} />;
  }
  return (
    <Suspense fallback={<ChatLauncherButton label={text.openChat} busy />}>
      <ChatbotWidget openedBy={openedBy} />
    </Suspense>
  );
}
