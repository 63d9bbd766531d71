import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI, HOME_SECTIONS, HOME_SECTIONS_HI, UI_STRINGS } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest } from '../content/loader-helpers.ts';
import { ScoreCheckView, type ScoreCheckState } from '../credit-score/ScoreCheckView.tsx';
import { scoreCheckStrings } from '../credit-score/score-check-strings.ts';
import { APP_SHELL } from '../hydration/route-handle.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { useSession } from '../session/session-view.ts';

// The check starts by itself for a signed-in visitor: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

/**
 * The start of the credit-score check: the free-check offer (spec §1) and the table of score bands
 * (SCORE-003, from the content package, whose rows are the rule package's bands).
 *
 * @param args - the loader's request
 * @returns the offer text and the score table, in the page's language
 */
export function loader({ request }: LoaderFunctionArgs) {
  const hindi = contentRequest(request).language === 'hi';
  return {
    offer: (hindi ? HOME_SECTIONS_HI : HOME_SECTIONS).find((section) => section.id === 'credit-score')?.subheading ?? '',
    scoreTable: (hindi ? CREDIT_SCORE_PAGE_HI : CREDIT_SCORE_PAGE).scoreTable,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  pageMeta({ title: UI_STRINGS[pageLanguage(location.pathname)].freeCreditScore, description: data?.offer ?? '', pathname: location.pathname });

/** What a failed fetch says: why, in the page language (the server's own words in English). */
async function failureMessage(error: unknown, language: Language): Promise<string> {
  const copy = scoreCheckStrings(language);
  const { ApiError } = await import('@rinn/api-client');
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return `${copy.loadFailed} ${copy.offline}`;
  if (language === 'en' && error instanceof Error && error.message !== '') return `${copy.loadFailed} ${error.message}`;
  return `${copy.loadFailed} ${copy.tryLater}`;
}

/**
 * /cibil-score-check: the one free credit-score check (spec §1). Signed out, it offers the check
 * through the OTP login, which brings the visitor back here (LOGIN-006); signed in, it asks the
 * bureau (`GET /api/credit-score`, product 17 of §3) and shows the score, its band and what it
 * means, the free check's date and how long the score stays current.
 */
export default function CibilScoreCheckRoute() {
  const { offer, scoreTable } = useLoaderData<typeof loader>();
  const { language, strings } = useLanguage();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [state, setState] = useState<ScoreCheckState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    setState({ kind: 'loading' });
    void (async () => {
      // The API client and its schemas load only for a signed-in visitor, never for the offer.
      const { browserApiClient } = await import('../session/api.ts');
      try {
        const { data } = await browserApiClient().creditScore({ query: {} });
        if (active) setState({ kind: 'ready', score: data });
      } catch (error) {
        const message = await failureMessage(error, language);
        if (active) setState({ kind: 'error', message });
      }
    })();
    return () => {
      active = false;
    };
  }, [signedIn, attempt, language]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const shown: ScoreCheckState = session.status === 'signedOut' ? { kind: 'signed-out' } : signedIn ? state : { kind: 'loading' };

  return (
    <section className="page page--narrow">
      <h1>{strings.freeCreditScore}</h1>
      <p className="page__lead">{offer}</p>
      <ScoreCheckView state={shown} scoreTable={scoreTable} onRetry={retry} />
    </section>
  );
}
