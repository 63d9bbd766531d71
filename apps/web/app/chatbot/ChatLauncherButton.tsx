import type { MouseEvent, Ref } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { chatLinkHref } from './chat-link.ts';

/** Props of {@link ChatLauncherButton}. */
export interface ChatLauncherButtonProps {
  readonly label: string;
  readonly onClick?: () => void;
  /** Warms the widget's code up before the click (pointer over it, keyboard focus on it). */
  readonly onIntent?: () => void;
  /** While the widget's code loads after a click: the button says so and ignores more clicks. */
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * The round chat launcher in the corner of every page. Both the light launcher (before the widget
 * has loaded) and the widget itself (while its panel is hidden) render it, so it never moves.
 *
 * It is a link to the contact page that asks for the chat (HYDRATE-002): tapped before the app has
 * hydrated, the browser follows it and the chat opens there once the app runs; with no JavaScript
 * it leads to the contact page's telephone, e-mail and address. Once hydrated, a plain tap opens
 * the chat in place.
 *
 * @param props - see {@link ChatLauncherButtonProps}
 * @returns the launcher
 */
export function ChatLauncherButton({ label, onClick, onIntent, busy = false, ref }: ChatLauncherButtonProps) {
  const { language } = useLanguage();
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A tap that asks for a new tab or window keeps the browser's meaning: the contact page there.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) onClick?.();
  };
  return (
    <a
      ref={ref}
      href={chatLinkHref(language)}
      className="chat-launcher"
      aria-label={label}
      aria-haspopup="dialog"
      aria-busy={busy}
      aria-disabled={busy}
      onClick={onLinkClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
          fill="currentColor"
        />
        <circle className="chat-launcher__dot" cx="8.5" cy="9.5" r="1.2" />
        <circle className="chat-launcher__dot" cx="12" cy="9.5" r="1.2" />
        <circle className="chat-launcher__dot" cx="15.5" cy="9.5" r="1.2" />
      </svg>
    </a>
  );
}
