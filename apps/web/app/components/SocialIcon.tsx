import type { SocialNetwork } from './site-nav.ts';

// Simple monochrome marks drawn on a 24 × 24 grid; decorative, the link carries the name.
const PATHS: Readonly<Record<SocialNetwork, string>> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  Twitter: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.3-6-5.1 6H4l6.5-7.6z',
  LinkedIn: 'M4.5 9h3.5v11H4.5zM6.2 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  Instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 2.5c-2.6 0-2.9 0-3.9.1C4.9 2.7 2.8 4.8 2.6 8 2.5 9.1 2.5 9.4 2.5 12s0 2.9.1 3.9c.2 3.2 2.3 5.3 5.5 5.5 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.2-.2 5.3-2.3 5.5-5.5.1-1 .1-1.3.1-3.9s0-2.9-.1-3.9c-.2-3.2-2.3-5.3-5.5-5.5-1-.1-1.3-.1-3.9-.1z',
};

/**
 * The mark of a social network, hidden from assistive technology (its link names the network).
 *
 * @param props - the network
 * @returns an inline SVG
 */
export function SocialIcon({ network }: { readonly network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
