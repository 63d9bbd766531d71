import type { ShareNetwork } from '@rinn/machines';
import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { SHARE_NETWORKS, shareUrl } from './share-links.ts';
import './share.css';

const NETWORK_LABEL = {
  whatsapp: 'shareWhatsApp',
  twitter: 'shareX',
  linkedin: 'shareLinkedIn',
  facebook: 'shareFacebook',
} as const satisfies Record<ShareNetwork, string>;

/** Props of {@link ShareButtons}. */
export interface ShareButtonsProps {
  /** The page's absolute address (its canonical URL). */
  readonly url: string;
  readonly title: string;
}

/**
 * Social share buttons (§2 blog banner, §4 Widgets): WhatsApp, X, LinkedIn and Facebook through
 * `shareMachine` (loaded on the first click), copy link, and the device's own share sheet where the
 * browser has the Web Share API.
 *
 * Each network is a link to its share address in a new window, so a tap before hydration (or with
 * no JavaScript) still shares (HYDRATE-002); once hydrated the click is the share machine's, which
 * on a phone hands the address to the network's app in place (SHARE-001).
 *
 * @param props - the page's address and title
 * @returns the share group
 */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const { language, strings, text } = useLanguage();
  const [canShareNatively, setCanShareNatively] = useState(false);
  const [status, setStatus] = useState('');
  // Known only in the browser; the pre-rendered page shows the buttons every browser can use.
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);

  const share = async (network: ShareNetwork): Promise<void> => {
    const { shareOn } = await import('./share-runtime.ts');
    shareOn(network, shareUrl(network, url, title));
  };
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text.linkCopied);
    } catch {
      setStatus(text.copyFailed);
    }
  };
  const shareNatively = async (): Promise<void> => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Dismissed by the visitor, or refused: nothing to report.
    }
  };
  return (
    <div className="share-buttons" role="group" aria-label={strings.share} lang={language}>
      {canShareNatively && (
        <button type="button" className="share-buttons__button" onClick={() => void shareNatively()}>
          {strings.share}
        </button>
      )}
      {SHARE_NETWORKS.map((network) => (
        <a
          key={network}
          href={shareUrl(network, url, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={`share-buttons__button share-buttons__button--${network}`}
          onClick={(event) => {
            event.preventDefault();
            void share(network);
          }}
        >
          {text[NETWORK_LABEL[network]]}
        </a>
      ))}
      <button type="button" className="share-buttons__button" onClick={() => void copy()}>
        {text.copyLink}
      </button>
      <span role="status" className="share-buttons__status">
        {status}
      </span>
    </div>
  );
}
