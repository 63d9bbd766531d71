import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/language.ts';

/**
 * A link to this calculator with its current inputs in the query, and a button that copies it.
 *
 * @param props - the query that restores the inputs (without `?`)
 * @returns the share control
 */
export function ShareLink({ query }: { readonly query: string }) {
  const { pathname } = useLocation();
  const { text } = useLanguage();
  const [copied, setCopied] = useState(false);
  const href = `${pathname}?${query}`;
  const copy = async (): Promise<void> => {
    const url = new URL(href, window.location.href).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the link itself still works.
      setCopied(false);
    }
  };
  return (
    <div className="share-link">
      <a href={href} data-testid="share-link">
        {text.shareableLink}
      </a>
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        {text.copyLink}
      </button>
      <span role="status" className="share-link__status">
        {copied ? text.linkCopied : ''}
      </span>
    </div>
  );
}
