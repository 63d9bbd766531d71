import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/language.ts';

/**
 * The not-found page: a clear heading and a way home.
 *
 * @returns the page body
 */
export function NotFound() {
  const { language, strings, text } = useLanguage();
  return (
    <section className="page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{text.notFoundTitle}</h1>
      <p>{text.notFoundText}</p>
      <Link className="button" to={localizedPath('/', language)}>
        {strings.goToHome}
      </Link>
    </section>
  );
}
