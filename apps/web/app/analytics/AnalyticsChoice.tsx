import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { analyticsChoice, onAnalyticsChoice, recordEvent, setAnalyticsChoice, type AnalyticsChoice } from './analytics.ts';

/**
 * The footer's usage-statistics choice (DPDP: off until the visitor allows it, changeable at any
 * time), and the page views it allows: one `page_view` per page the visitor opens.
 *
 * @returns the choice, in the page language
 */
export function AnalyticsChoiceControl() {
  const { text } = useLanguage();
  const { pathname } = useLocation();
  // Unknown until the browser's stored choice is read; the server renders nothing for it.
  const [choice, setChoice] = useState<AnalyticsChoice | null>(null);
  useEffect(() => {
    setChoice(analyticsChoice());
    return onAnalyticsChoice(setChoice);
  }, []);
  useEffect(() => {
    // Once the stored choice is known: each page opened, and the page on which the visitor allows it.
    if (choice === 'granted') recordEvent('page_view');
  }, [pathname, choice]);

  if (choice === null) return null;
  return (
    <div className="site-footer__analytics" data-testid="analytics-choice">
      <p>{choice === 'undecided' ? text.analyticsAsk : choice === 'granted' ? text.analyticsOn : text.analyticsOff}</p>
      {choice === 'undecided' ? (
        <p className="site-footer__analytics-actions">
          <button type="button" className="button button--secondary" onClick={() => setAnalyticsChoice('granted')}>
            {text.analyticsAllow}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAnalyticsChoice('denied')}>
            {text.analyticsDecline}
          </button>
        </p>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAnalyticsChoice(choice === 'granted' ? 'denied' : 'granted')}>
          {choice === 'granted' ? text.analyticsTurnOff : text.analyticsAllow}
        </button>
      )}
    </div>
  );
}
