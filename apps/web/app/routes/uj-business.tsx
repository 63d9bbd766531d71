import { PRODUCT_PAGES_EN, PRODUCT_PAGES_HI } from '@rinn/content';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contentRequest } from '../content/loader-helpers.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';

/**
 * The business journey page's banner, from the business-loan product page in the page's language.
 *
 * @param args - the loader's request
 * @returns the banner
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { banner, metaDescription } = (contentRequest(request).language === 'hi' ? PRODUCT_PAGES_HI : PRODUCT_PAGES_EN).business;
  return { heading: banner.heading, subheading: banner.subheading, metaDescription };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) =>
  pageMeta({ title: data?.heading ?? 'Business loan', description: data?.metaDescription ?? '', pathname: location.pathname, noIndex: true });

/**
 * /uj-business?popup=1: the business journey page, the As an Employee login option (spec §2). What
 * employees do there is not shown by the spec; the page offers the business-loan information.
 */
export default function UjBusinessRoute() {
  const { heading, subheading } = useLoaderData<typeof loader>();
  const { language, strings } = useLanguage();
  return (
    <section className="page page--narrow">
      <h1>{heading}</h1>
      <p className="page__lead">{subheading}</p>
      <Link className="button" to={localizedPath('/business-loan', language)}>
        {strings.navBusinessLoan}
      </Link>
    </section>
  );
}
