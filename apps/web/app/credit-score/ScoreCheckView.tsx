import { formatDate } from '@rinn/format';
import { CREDIT_SCORE_FACTS, SCORE_CURRENT_DAYS, scoreBand, scoreCurrentUntil, type Language } from '@rinn/rules';
import { Link } from 'react-router';
import { MY_ACCOUNT_HASH } from '../components/SiteHeader.tsx';
import { localizedPath, useLanguage } from '../i18n/language.ts';
import { scoreBandName } from '../i18n/score-band.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { fillIn } from '../i18n/fill-in.ts';
import { scoreCheckStrings } from './score-check-strings.ts';
import { LoadFailure } from '../widgets/load-failure.tsx';
import { LoadingSkeleton, SkeletonLines } from '../components/LoadingSkeleton.tsx';

/** A row of the score-meaning table, as the content package gives it (SCORE-003). */
export interface ScoreTableRow {
  readonly min: number;
  readonly max: number;
  readonly label: string;
  readonly meaning: string;
}

/** The bureau's answer as `GET /api/credit-score` gives it. */
export interface CheckedScore {
  readonly creditScore: number;
  /** When the bureau answered (ISO 8601). */
  readonly fetchedAt: string;
  readonly isScoreExpire: boolean;
  /** This answer used the customer's one free check. */
  readonly isFreeCheck: boolean;
}

/** Where the check stands. */
export type ScoreCheckState =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly score: CheckedScore }
  | { readonly kind: 'error'; readonly message: string };

/** What {@link ScoreCheckView} shows. */
export interface ScoreCheckViewProps {
  readonly state: ScoreCheckState;
  /** The score-meaning table in the page language; its rows are the bands of `scoreBand`. */
  readonly scoreTable: readonly ScoreTableRow[];
  readonly onRetry: () => void;
}

function ScoreSkeleton({ language }: { readonly language: Language }) {
  const copy = scoreCheckStrings(language);
  return (
    <LoadingSkeleton className="card credit-score" label={copy.loading} testId="score-skeleton">
      <SkeletonLines lines={1} />
    </LoadingSkeleton>
  );
}

function ScoreResult({ score, scoreTable, language }: { readonly score: CheckedScore; readonly scoreTable: readonly ScoreTableRow[]; readonly language: Language }) {
  const copy = scoreCheckStrings(language);
  const band = scoreBand(score.creditScore);
  // The table's rows are the band scale's own (SCORE-003), so the score's band has its row there.
  const insight = scoreTable.find((row) => row.min === band.min && row.max === band.max)?.meaning;
  const checkedOn = formatDate(score.fetchedAt, { locale: language });
  const until = formatDate(scoreCurrentUntil(new Date(score.fetchedAt)), { locale: language });
  return (
    <section className="card credit-score" aria-labelledby="score-check-result">
      <h2 id="score-check-result">{copy.yourScore}</h2>
      <p className="credit-score__value">
        <strong data-testid="credit-score">{score.creditScore}</strong> <span className="visually-hidden">{copy.outOf}</span>{' '}
        <span data-testid="score-band" data-band={band.id}>
          {scoreBandName(score.creditScore, language)}
        </span>
      </p>
      {insight !== undefined && <p data-testid="score-insight">{insight}</p>}
      <p data-testid="free-check">{score.isFreeCheck ? copy.freeCheckUsedNow : fillIn(copy.freeCheckUsedBefore, { date: checkedOn })}</p>
      <p data-testid="score-date">
        <time dateTime={score.fetchedAt}>{fillIn(copy.checkedOn, { date: checkedOn })}</time>{' '}
        {score.isScoreExpire
          ? fillIn(copy.expired, { days: SCORE_CURRENT_DAYS })
          : fillIn(copy.currentUntil, { min: CREDIT_SCORE_FACTS.bureauUpdateDays.min, max: CREDIT_SCORE_FACTS.bureauUpdateDays.max, date: until })}
      </p>
      <p>
        <Link to={localizedPath('/cibil-score', language)}>{copy.insightsLink}</Link>
      </p>
      <p>
        <Link to={localizedPath('/dashboard', language)}>{copy.dashboardLink}</Link>
      </p>
    </section>
  );
}

/**
 * The credit-score check below its heading (§1 one free check, §2 /cibil-score-check): the offer
 * with the way in through the login, a skeleton while the bureau answers, the score with its band
 * (SCORE-002), the band's meaning, the free check with its date and how long it stays current
 * (SCORE-006), or a message with a retry; then the table of bands (SCORE-003), the score's row
 * marked.
 *
 * @param props - the state, the table and the retry
 * @returns the check
 */
export function ScoreCheckView({ state, scoreTable, onRetry }: ScoreCheckViewProps) {
  const { language } = useLanguage();
  const copy = scoreCheckStrings(language);
  const strings = webStrings(language);
  const yourBand = state.kind === 'ready' ? scoreBand(state.score.creditScore) : null;
  return (
    <>
      {state.kind === 'signed-out' && (
        <div className="card">
          <p>{copy.signInFirst}</p>
          <Link className="button" to={{ hash: MY_ACCOUNT_HASH }}>
            {copy.startCheck}
          </Link>
        </div>
      )}
      {state.kind === 'loading' && <ScoreSkeleton language={language} />}
      {state.kind === 'ready' && <ScoreResult score={state.score} scoreTable={scoreTable} language={language} />}
      {state.kind === 'error' && (
        <div className="card">
          <LoadFailure message={state.message} onRetry={onRetry} />
        </div>
      )}
      <h2 id="score-bands">{copy.bandTable}</h2>
      <div className="table-scroll" role="region" aria-labelledby="score-bands" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{strings.scoreRange}</th>
              <th scope="col">{strings.scoreBand}</th>
              <th scope="col">{strings.scoreMeaning}</th>
            </tr>
          </thead>
          <tbody>
            {scoreTable.map((row) => {
              const mine = yourBand !== null && yourBand.min === row.min;
              return (
                <tr key={row.min} aria-current={mine ? 'true' : undefined} data-testid={mine ? 'your-band-row' : undefined}>
                  <td>
                    {row.min}–{row.max}
                  </td>
                  <th scope="row">
                    {row.label}
                    {mine && <span className="visually-hidden"> ({copy.yourBand})</span>}
                  </th>
                  <td>{row.meaning}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
