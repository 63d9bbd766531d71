import type { Ref } from 'react';

/** Props of {@link ChatLauncherButton}. */
export interface ChatLauncherButtonProps {
  readonly label: string;
  readonly onClick?: () => void;
  /** Warms the widget's code up before the click (pointer over it, keyboard focus on it). */
  readonly onIntent?: () => void;
  /** While the widget's code loads after a click: the button says so and ignores more clicks. */
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

/**
 * The round chat button in the corner of every page. Both the light launcher (before the widget
 * has loaded) and the widget itself (while its panel is hidden) render it, so it never moves.
 *
 * @param props - see {@link ChatLauncherButtonProps}
 * @returns the button
 */
export function ChatLauncherButton({ label, onClick, onIntent, busy = false, ref }: ChatLauncherButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="chat-launcher"
      aria-label={label}
      aria-haspopup="dialog"
      aria-busy={busy}
      aria-disabled={busy}
      onClick={busy ? undefined : onClick}
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
    </button>
  );
}
