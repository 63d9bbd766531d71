import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI, HOME_SECTIONS, HOME_SECTIONS_HI, UI_STRINGS } from '@rinn/content';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest } from '../content/loader-helpers.ts';
import { ScoreCheckView, type ScoreCheckState } from '../credit-score/ScoreCheckView.tsx';
import { scoreCheckStrings } from '../credit-score/score-check-strings.ts';
import { APP_SHELL } from '../hydration/route-handle.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { loadFailureMessage, useSignedInData } from '../session/signed-in-data.tsx';
import { importedModules } from '../widgets/load-failure.tsx';

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

/**
 * /cibil-score-check: the one free credit-score check (spec §1). Signed out, it offers the check
 * through the OTP login, which brings the visitor back here (LOGIN-006); signed in, it asks the
 * bureau (`GET /api/credit-score`, product 17 of §3) and shows the score, its band and what it
 * means, the free check's date and how long the score stays current.
 */
export default function CibilScoreCheckRoute() {
  const { offer, scoreTable } = useLoaderData<typeof loader>();
  const { language, strings } = useLanguage();
  const { state, retry } = useSignedInData(async () => {
    // The API client and its schemas load only for a signed-in visitor, never for the offer.
    const { browserApiClient } = await importedModules(import('../session/api.ts'));
    return (await browserApiClient().creditScore({ query: {} })).data;
  }, []);
  const shown: ScoreCheckState =
    state.kind === 'ready'
      ? { kind: 'ready', score: state.data }
      : state.kind === 'error'
        ? { kind: 'error', message: loadFailureMessage(scoreCheckStrings(language).loadFailed, state.error, language) }
        : state;

  return (
    <section className="page page--narrow">
      <h1>{strings.freeCreditScore}</h1>
      <p className="page__lead">{offer}</p>
      <ScoreCheckView state={shown} scoreTable={scoreTable} onRetry={retry} />
    </section>
  );
}
