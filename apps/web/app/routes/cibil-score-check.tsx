import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI, HOME_SECTIONS, HOME_SECTIONS_HI, UI_STRINGS } from '@rinn/content';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest } from '../content/loader-helpers.ts';
import { MY_ACCOUNT_HASH } from '../components/SiteHeader.tsx';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';

/**
 * The start of the credit-score check: the free-check offer (spec §1) and the score bands.
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
 * /cibil-score-check: the score is shown on the dashboard after an OTP login (spec §2), so the
 * check starts with the login. The bureau journey itself is not wired yet.
 */
export default function CibilScoreCheckRoute() {
  const { offer, scoreTable } = useLoaderData<typeof loader>();
  const { strings } = useLanguage();
  return (
    <section className="page page--narrow">
      <h1>{strings.freeCreditScore}</h1>
      <p className="page__lead">{offer}</p>
      <Link className="button" to={{ hash: MY_ACCOUNT_HASH }}>
        {strings.login}
      </Link>
      <ul className="score-bands">
        {scoreTable.map((row) => (
          <li key={row.min}>
            <strong>
              {row.min}–{row.max}
            </strong>{' '}
            {row.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
