import { formatRupees } from '@rinn/format';
import type { JourneyButtonProps } from '@rinn/machines';
import type { OpenedLender, WaysForward as WaysForwardAnswer } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { useId } from 'react';
import { localizedPath } from '../i18n/language.ts';
import { scoreBandName } from '../i18n/score-band.ts';
import { fillIn } from '../i18n/fill-in.ts';
import { journeyStrings } from './journey-strings.ts';
import './ways-forward.css';

/** The resource-centre article on score bands and how to improve a score, per language. */
export const IMPROVE_SCORE_ARTICLE: Readonly<Record<Language, string>> = {
  en: '/resources/cibil-score-bands-and-how-to-improve',
  hi: '/resources/hi-cibil-score-kya-hai',
};

/**
 * The bureau score the offers were matched on, with its band, shown before the result.
 *
 * @param props - the score (null: no bureau record) and the language
 * @returns the score line
 */
export function MatchedScore({ creditScore, language }: { readonly creditScore: number | null; readonly language: Language }) {
  const copy = journeyStrings(language);
  if (creditScore === null) {
    return (
      <p className="journey-score" data-testid="journey-score">
        {copy.noScore}
      </p>
    );
  }
  const band = scoreBandName(creditScore, language);
  return (
    <p className="journey-score" data-testid="journey-score">
      <span>{copy.yourScore}</span> <strong className="journey-score__value">{creditScore}</strong>{' '}
      <span className="journey-score__band">({fillIn(copy.scoreBandOf, { band })})</span>
    </p>
  );
}

/**
 * Ways out of a dead end (WAYS-001…004 of `@rinn/offers`, computed by the server with the real
 * matcher): the nearest amount and tenure that would match, with a button that reopens the amount
 * step with that value (APPJ-007); the lenders a higher income or a co-applicant would open; the
 * lenders a better score would open, and the article on improving a score.
 *
 * @param props - the ways forward, the try-button props and the language
 * @returns the section
 */
export function WaysForward({
  ways,
  tryProps,
  language,
}: {
  readonly ways: WaysForwardAnswer;
  readonly tryProps: (field: 'loanAmount' | 'tenureMonths', value: number) => JourneyButtonProps;
  readonly language: Language;
}) {
  const copy = journeyStrings(language);
  const id = useId();
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const names = (lenders: readonly OpenedLender[]) => lenders.map((lender) => lender.lenderName).join(', ');
  const nothing = ways.amount === null && ways.tenure === null && ways.income.length === 0 && ways.creditScore.length === 0;
  const tryButton = (field: 'loanAmount' | 'tenureMonths', value: number, label: string) => {
    const props = tryProps(field, value);
    return (
      <button type="button" className="button button--secondary" disabled={props.disabled} onClick={props.onClick}>
        {label}
      </button>
    );
  };
  return (
    <section className="card ways-forward" aria-labelledby={`${id}-heading`} data-testid="ways-forward">
      <h2 id={`${id}-heading`}>{copy.waysHeading}</h2>
      {nothing ? (
        <p>{copy.waysNone}</p>
      ) : (
        <>
          <p>{copy.waysIntro}</p>
          <ul className="ways-forward__list">
            {ways.amount !== null && (
              <li data-testid="way-amount">
                <p>{fillIn(copy.waysAmount, { amount: rupees(ways.amount.value), lenders: names(ways.amount.lenders) })}</p>
                {tryButton('loanAmount', ways.amount.value, fillIn(copy.waysTryAmount, { amount: rupees(ways.amount.value) }))}
              </li>
            )}
            {ways.tenure !== null && (
              <li data-testid="way-tenure">
                <p>{fillIn(copy.waysTenure, { months: ways.tenure.value, lenders: names(ways.tenure.lenders) })}</p>
                {tryButton('tenureMonths', ways.tenure.value, fillIn(copy.waysTryTenure, { months: ways.tenure.value }))}
              </li>
            )}
            {ways.income.length > 0 && (
              <li data-testid="way-income">
                <h3>{copy.waysIncomeHeading}</h3>
                <ul>
                  {ways.income.map((entry) => (
                    <li key={entry.lenderId}>
                      {fillIn(copy.waysIncome, { lender: entry.lenderName, required: rupees(entry.required), coApplicant: rupees(entry.coApplicantIncome) })}
                    </li>
                  ))}
                </ul>
              </li>
            )}
            {ways.creditScore.length > 0 && (
              <li data-testid="way-score">
                <h3>{copy.waysScoreHeading}</h3>
                <ul>
                  {ways.creditScore.map((entry) => (
                    <li key={entry.lenderId}>{fillIn(copy.waysScore, { lender: entry.lenderName, required: entry.required })}</li>
                  ))}
                </ul>
              </li>
            )}
          </ul>
        </>
      )}
      <p>
        <a href={localizedPath(IMPROVE_SCORE_ARTICLE[language], language)}>{copy.waysImproveScore}</a>
      </p>
    </section>
  );
}
