import { CHATBOT_TIMINGS } from '@rinn/rules';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { OnDemandPart } from '../widgets/OnDemandPart.tsx';
import { addressWithoutChatRequest, asksForChat } from './chat-link.ts';
import { rememberChatDismissed, wasChatDismissed } from './chat-dismissal.ts';
import { chatWasOpen } from './chat-kept-open.ts';
import type { ChatOpenReason } from './ChatbotWidget.tsx';
import { ChatLauncherButton } from './ChatLauncherButton.tsx';
import { keepsChatClosed, watchPageInactivity } from './page-inactivity.ts';
import './chat-launcher.css';

const loadWidget = () => import('./ChatbotWidget.tsx');
const loadChatbotWidget = () => loadWidget().then((module) => module.ChatbotWidget);

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
    // The launcher was followed as a link before the app ran (HYDRATE-010): the visitor asked for
    // the chat. The address forgets it, so a reload does not ask again; the router's state stays.
    if (openedBy === null && asksForChat(window.location.search)) {
      window.history.replaceState(window.history.state, '', addressWithoutChatRequest(new URL(window.location.href)));
      setOpenedBy('visitor');
      return undefined;
    }
    // The chat was open on the previous page of the visit: it stays open here (CHATBOT-014).
    if (openedBy === null && chatWasOpen()) {
      setOpenedBy('restored');
      return undefined;
    }
    if (openedBy !== null || wasChatDismissed()) return undefined;
    // Pages hydrate within a second or two of loading (HYDRATE-001), so the inactivity time counts
    // from here. Never by itself over a form or a result the page marks (the application journey).
    return watchPageInactivity(document, CHATBOT_TIMINGS.pageInactivityOpenMs, () => {
      if (!keepsChatClosed(document)) setOpenedBy('inactivity');
    });
  }, [openedBy]);

  if (openedBy === null) {
    return <ChatLauncherButton label={text.openChat} onClick={() => setOpenedBy('visitor')} onIntent={() => void loadWidget()} />;
  }
  // The panel's shell while the widget's code loads; if it cannot be fetched, the shell says so,
  // with Try again and a close button (the widget's own close, and what it remembers, CHATBOT-001).
  const closeFailedPanel = () => {
    rememberChatDismissed();
    setOpenedBy(null);
  };
  return (
    <OnDemandPart
      load={loadChatbotWidget}
      props={{ openedBy }}
      fallback={<ChatPanelShell />}
      failure={{ lead: text.chatLoadFailed, frame: (failure) => <ChatPanelShell onClose={closeFailedPanel}>{failure}</ChatPanelShell> }}
    />
  );
}

/**
 * The chat panel's frame with its title, shown the moment the chat opens while the widget's code
 * loads: the visitor sees the panel answer the tap at once, not a button that waits. With
 * `children` (the failure of that load) and `onClose`, it is the panel the visitor can close.
 *
 * @param props - what the panel says instead of "working", and its close
 * @returns the panel's shell, marked busy while it waits
 */
function ChatPanelShell({ children, onClose }: { readonly children?: ReactNode; readonly onClose?: () => void }) {
  const { text } = useLanguage();
  const titleId = useId();
  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-busy={children === undefined}>
      <header className="chat-panel__head">
        <h2 id={titleId}>{text.chatAssistantName}</h2>
        {onClose && (
          <button type="button" className="chat-panel__icon" aria-label={text.chatClose} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>
      <div className="chat-panel__body">{children ?? <p role="status">{text.chatWorking}</p>}</div>
    </section>
  );
}
