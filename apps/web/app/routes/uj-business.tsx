import { PRODUCT_PAGES_EN } from '@rinn/content';
import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { pageMeta } from '../seo/page-meta.ts';

/**
 * The business journey page's banner, from the business-loan product page.
 *
 * @returns the banner
 */
export function loader() {
  const { banner, metaDescription } = PRODUCT_PAGES_EN.business;
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
      <div lang={language === 'en' ? undefined : 'en'}>
        <h1>{heading}</h1>
        <p className="page__lead">{subheading}</p>
      </div>
      <Link className="button" to="/business-loan">
        {strings.navBusinessLoan}
      </Link>
    </section>
  );
}
