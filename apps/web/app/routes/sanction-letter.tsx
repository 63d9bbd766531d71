import { showSanctionDownload, type SanctionLetterFetch } from '@rinn/rules';
import { useEffect, useRef } from 'react';
import { useLocation, type MetaFunction } from 'react-router';
import { saveSanctionLetter } from '../documents/sanction-letter.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { loadFailureMessage, useLoginWhenSignedOut, useSignedInData } from '../session/signed-in-data.tsx';
import { importedModules, LoadFailure } from '../widgets/load-failure.tsx';
import { APP_SHELL } from '../hydration/route-handle.ts';

const COPY = {
  en: {
    title: 'Sanction Letter',
    description: 'Download the sanction letter of your loan.',
    preparing: 'Preparing your sanction letter…',
    started: 'Your download has started. If it did not, use the button below.',
    unavailable: 'No sanction letter is available for this link. Please check the link or open your dashboard.',
    badLink: 'This sanction letter link is incomplete. Please open it again from your message or your dashboard.',
  },
  hi: {
    title: 'मंज़ूरी पत्र',
    description: 'अपने ऋण का मंज़ूरी पत्र डाउनलोड करें।',
    preparing: 'आपका मंज़ूरी पत्र तैयार किया जा रहा है…',
    started: 'आपका डाउनलोड शुरू हो गया है। अगर नहीं हुआ, तो नीचे दिए बटन का इस्तेमाल करें।',
    unavailable: 'इस लिंक के लिए कोई मंज़ूरी पत्र उपलब्ध नहीं है। कृपया लिंक जाँचें या अपना डैशबोर्ड खोलें।',
    badLink: 'यह मंज़ूरी पत्र लिंक अधूरा है। कृपया इसे अपने संदेश या डैशबोर्ड से फिर से खोलें।',
  },
} as const;

// Nothing to show without the app: hydrates as soon as the page has painted (HYDRATE-005).
export const handle = APP_SHELL;

export const meta: MetaFunction = ({ location }) => {
  const copy = COPY[pageLanguage(location.pathname)];
  return pageMeta({ title: copy.title, description: copy.description, pathname: location.pathname, noIndex: true });
};

type SanctionPage = { readonly kind: 'badLink' } | { readonly kind: 'fetched'; readonly letter: SanctionLetterFetch };

/**
 * /sanction-letter?id={base64 id}: the sanction letter download page (spec §2, §7 sanction/download:
 * the letter arrives as base64 `_file` with its `fileName`, then a browser download starts). The
 * letter belongs to a signed-in customer, so nobody signed in is sent to the login. Pre-rendered as
 * an empty shell; the query is read once the page has hydrated (the load runs after it).
 */
export default function SanctionLetterRoute() {
  const { language, strings } = useLanguage();
  const copy = COPY[language];
  const started = useRef(false);
  const { search } = useLocation();

  const { state: load, retry } = useSignedInData<SanctionPage>(async () => {
    const [{ browserApiClient }, { sanctionIdFromQuery }, { fetchSanctionLetter, sanctionLetterLoader }] = await importedModules(
      Promise.all([import('../session/api.ts'), import('../documents/sanction-query.ts'), import('../documents/sanction-letter.ts')]),
    );
    const documentId = sanctionIdFromQuery(search);
    if (documentId === null) return { kind: 'badLink' };
    // A failed fetch is not an error here: the page says no letter is available (§8).
    return { kind: 'fetched', letter: await fetchSanctionLetter(sanctionLetterLoader(browserApiClient(), language), documentId) };
  }, [search, language]);
  const state = load.kind === 'ready' ? load.data : load;

  useLoginWhenSignedOut(load);

  const letter = state.kind === 'fetched' && showSanctionDownload(state.letter) && state.letter.state === 'succeeded' ? state.letter : null;

  // The download starts by itself once (§7); the button saves it again.
  useEffect(() => {
    if (letter === null || started.current) return;
    started.current = true;
    saveSanctionLetter(letter);
  }, [letter]);

  return (
    <section className="page page--narrow status-page">
      <h1>{copy.title}</h1>
      {state.kind === 'loading' && <p role="status">{copy.preparing}</p>}
      {state.kind === 'error' && <LoadFailure message={loadFailureMessage(copy.unavailable, state.error, language)} onRetry={retry} />}
      {state.kind === 'badLink' && <p role="alert">{copy.badLink}</p>}
      {state.kind === 'fetched' && letter === null && <p role="alert">{copy.unavailable}</p>}
      {letter && (
        <>
          <p role="status">{copy.started}</p>
          <p data-testid="sanction-file-name">{letter.fileName}</p>
          <button type="button" className="button" onClick={() => saveSanctionLetter(letter)}>
            {strings.downloadSanctionLetter}
          </button>
        </>
      )}
    </section>
  );
}
