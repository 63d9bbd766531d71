import { formatIndianNumber, formatMonthYear, formatRupees } from '@rinn/format';
import {
  amortizationSchedule,
  LOAN_MATH_MESSAGE_CATALOGUES,
  LoanMathError,
  partPayment,
  scheduleToCsv,
  type AmortizationAmounts,
  type AmortizationSchedule,
  type AmortizationYear,
  type CalendarMonth,
  type PartPaymentResult,
  type PrepaymentStrategy,
} from '@rinn/loan-math';
import { useId, useMemo, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../hydration/kept-input.ts';
import { useLanguage } from '../i18n/language.ts';
import { fillIn } from '../i18n/fill-in.ts';
import { YearByYearChart, yearChartText } from './year-by-year-chart.tsx';
import { downloadTextFile } from './download.ts';
import { useFirstPaymentMonth } from './use-first-payment.ts';

/** Props of {@link ScheduleSection}. */
export interface ScheduleSectionProps {
  readonly principal: number;
  readonly ratePercent: number;
  readonly months: number;
  /** Name of the downloaded CSV file, e.g. `car-loan-schedule.csv`. */
  readonly csvFileName: string;
}

/** A part-payment as typed: amount in rupees and the instalment it is paid with. */
interface PartPaymentDraft {
  readonly amount: string;
  readonly month: string;
  readonly strategy: PrepaymentStrategy;
}

function readWhole(text: string): number | undefined {
  const value = Number(text.replace(/[,\s]/g, ''));
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The schedule to show and, when an amount is typed, what became of the part-payment. */
interface SchedulePlan {
  readonly schedule: AmortizationSchedule;
  readonly partPayment: PartPaymentResult | undefined;
}

function scheduleFor(props: ScheduleSectionProps, firstPayment: CalendarMonth, draft: PartPaymentDraft): SchedulePlan | LoanMathError {
  const amount = readWhole(draft.amount);
  const terms = { principal: props.principal, annualRatePercent: props.ratePercent, months: props.months, firstPayment, prepaymentStrategy: draft.strategy };
  try {
    // PREPAY-004, PREPAY-005: a typed part-payment is checked; a refused one leaves the schedule as it was.
    const result = amount === undefined ? undefined : partPayment({ ...terms, prepayment: { amount, month: draft.month.trim() === '' ? Number.NaN : Number(draft.month) } });
    return { schedule: result?.accepted === true ? result.schedule : amortizationSchedule(terms), partPayment: result };
  } catch (error) {
    if (error instanceof LoanMathError) return error;
    throw error;
  }
}

/**
 * The repayment schedule of a loan: a part-payment simulator (interest and instalments saved),
 * a year-by-year chart of principal, interest and balance, the schedule as a year-by-year
 * accordion (spec §2) that carries the chart's figures, and its CSV download (`scheduleToCsv`).
 *
 * @param props - the loan and the CSV file name
 * @returns the section
 */
export function ScheduleSection(props: ScheduleSectionProps) {
  const { language, text } = useLanguage();
  const firstPayment = useFirstPaymentMonth();
  const [draft, setDraft] = useState<PartPaymentDraft>({ amount: '', month: '12', strategy: 'reduce-tenure' });
  const headingId = useId();
  const fieldId = useId();
  const amountRef = useRef<HTMLInputElement | null>(null);
  const monthRef = useRef<HTMLInputElement | null>(null);
  // A part payment typed before the page hydrated is kept (HYDRATE-009).
  useTypedBeforeHydration(amountRef, (typed) => setDraft((previous) => ({ ...previous, amount: typed.replace(/\D/g, '').slice(0, 7) })));
  useTypedBeforeHydration(monthRef, (typed) => setDraft((previous) => ({ ...previous, month: typed })));
  const { principal, ratePercent, months } = props;
  const plan = useMemo(
    () => (firstPayment === null ? null : scheduleFor({ principal, ratePercent, months, csvFileName: '' }, firstPayment, draft)),
    [principal, ratePercent, months, firstPayment, draft],
  );
  const schedule = plan instanceof LoanMathError ? plan : (plan?.schedule ?? null);
  const accepted = plan !== null && !(plan instanceof LoanMathError) && plan.partPayment?.accepted === true ? plan.partPayment : undefined;
  const refused = plan !== null && !(plan instanceof LoanMathError) && plan.partPayment?.accepted === false ? plan.partPayment : undefined;
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  const number = (value: number): string => formatIndianNumber(value, { locale: language });
  const hasPrepayment = accepted !== undefined;

  return (
    <section className="schedule" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.scheduleHeading}</h2>
      <fieldset className="part-payment">
        <legend>{text.partPaymentHeading}</legend>
        <div className="part-payment__fields">
          <label htmlFor={`${fieldId}-amount`}>{text.partPaymentAmount}</label>
          <input
            ref={amountRef}
            id={`${fieldId}-amount`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft.amount}
            onChange={(event) => setDraft({ ...draft, amount: event.target.value.replace(/\D/g, '').slice(0, 7) })}
          />
          <label htmlFor={`${fieldId}-month`}>{text.partPaymentMonth}</label>
          <input
            ref={monthRef}
            id={`${fieldId}-month`}
            type="number"
            min={1}
            max={months - 1}
            step={1}
            value={draft.month}
            onChange={(event) => setDraft({ ...draft, month: event.target.value })}
          />
        </div>
        <div className="part-payment__strategy" role="radiogroup" aria-label={text.partPaymentHeading}>
          {(['reduce-tenure', 'reduce-emi'] as const).map((strategy) => (
            <label key={strategy}>
              <input
                type="radio"
                name={`${fieldId}-strategy`}
                value={strategy}
                checked={draft.strategy === strategy}
                onChange={() => setDraft({ ...draft, strategy })}
              />
              {strategy === 'reduce-tenure' ? text.reduceTenure : text.reduceEmi}
            </label>
          ))}
        </div>
        <output className="part-payment__result" htmlFor={`${fieldId}-amount ${fieldId}-month`} aria-live="polite">
          {schedule instanceof LoanMathError && <span className="field-error">{LOAN_MATH_MESSAGE_CATALOGUES[language][schedule.code]}</span>}
          {refused?.reason === 'INSTALMENT_OUTSIDE_SCHEDULE' && (
            <span className="field-error" data-testid="part-payment-error">
              {fillIn(text.partPaymentOutsideSchedule, { latest: number(refused.latestInstalment) })}
            </span>
          )}
          {refused?.reason === 'AMOUNT_NOT_BELOW_BALANCE' && (
            <span className="field-error" data-testid="part-payment-error">
              {fillIn(text.partPaymentTooLarge, { outstanding: rupees(refused.outstanding), month: number(Number(draft.month)) })}
            </span>
          )}
          {accepted !== undefined && (
            <>
              <span>
                {text.interestSaved}: <strong data-testid="interest-saved">{rupees(accepted.schedule.interestSaved)}</strong>
              </span>
              <span>
                {text.monthsSaved}: <strong data-testid="months-saved">{number(accepted.schedule.monthsSaved)}</strong>
              </span>
              {draft.strategy === 'reduce-emi' && (
                <span>
                  {text.newEmiAfterPartPayment}: <strong data-testid="emi-after-part-payment">{rupees(accepted.emiAfter)}</strong>
                </span>
              )}
            </>
          )}
        </output>
      </fieldset>
      {schedule !== null && !(schedule instanceof LoanMathError) && (
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => downloadTextFile(props.csvFileName, scheduleToCsv(schedule), 'text/csv;charset=utf-8')}
          >
            {text.downloadCsv}
          </button>
          <YearByYearChart years={schedule.years} language={language} text={yearChartText(language)} />
          <div className="schedule__years">
            {schedule.years.map((year) => (
              <ScheduleYear key={year.year} year={year} hasPrepayment={hasPrepayment} rupees={rupees} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * A year of the schedule: its totals in the summary and, once the visitor has opened it, its
 * months. A closed year renders no row: a calculator's tab or a changed figure redraws a
 * schedule of up to 360 months, of which the visitor reads the year they open (the CSV holds
 * them all).
 */
function ScheduleYear(props: {
  readonly year: AmortizationYear;
  readonly hasPrepayment: boolean;
  readonly rupees: (amount: number) => string;
}) {
  const { year, hasPrepayment, rupees } = props;
  const { language, text } = useLanguage();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="schedule__year"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        <span className="schedule__year-title">{year.year}</span>
        <span>
          {text.principal} {rupees(year.total.principalPayment)} · {text.interest} {rupees(year.total.interestPayment)}
        </span>
      </summary>
      {opened && (
        <div className="table-scroll" role="region" aria-label={`${text.scheduleHeading} ${year.year}`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">
              {text.scheduleHeading} {year.year}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text.month}</th>
                <th scope="col">{text.principal}</th>
                <th scope="col">{text.interest}</th>
                <th scope="col">{text.emi}</th>
                {hasPrepayment && <th scope="col">{text.partPayment}</th>}
                <th scope="col">{text.balance}</th>
              </tr>
            </thead>
            <tbody>
              {year.rows.map((row) => (
                <ScheduleRow
                  key={row.instalment}
                  // English keeps the schedule's own label ('Jan 25'); Hindi months come from Intl.
                  label={language === 'en' ? row.label : formatMonthYear(row, { locale: language, length: 'short' })}
                  amounts={row}
                  withPrepayment={hasPrepayment}
                  rupees={rupees}
                />
              ))}
            </tbody>
            <tfoot>
              <ScheduleRow
                label={language === 'en' ? year.total.label : `${text.yearTotal} ${year.year}`}
                amounts={year.total}
                withPrepayment={hasPrepayment}
                rupees={rupees}
              />
            </tfoot>
          </table>
        </div>
      )}
    </details>
  );
}

function ScheduleRow(props: {
  readonly label: string;
  readonly amounts: AmortizationAmounts;
  readonly withPrepayment: boolean;
  readonly rupees: (amount: number) => string;
}) {
  const { label, amounts, withPrepayment, rupees } = props;
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{rupees(amounts.principalPayment)}</td>
      <td>{rupees(amounts.interestPayment)}</td>
      <td>{rupees(amounts.emi)}</td>
      {withPrepayment && <td>{rupees(amounts.prepayment)}</td>}
      <td>{rupees(amounts.remainingBalance)}</td>
    </tr>
  );
}
