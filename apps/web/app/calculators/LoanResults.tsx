import { formatRupees } from '@rinn/format';
import { emi, type LoanSummary } from '@rinn/loan-math';
import { AMOUNT_SLIDER, emiGaugePercent } from '@rinn/loan-math/rinn';
import { useLanguage } from '../i18n/language.ts';
import { PrincipalInterestDonut, SpeedDial } from './charts.tsx';

/** Props of {@link LoanResults}. */
export interface LoanResultsProps {
  readonly principal: number;
  readonly ratePercent: number;
  readonly months: number;
  readonly summary: LoanSummary;
}

/**
 * The EMI with its total interest and total payable, the principal-versus-interest donut and the
 * EMI speed dial. The dial's full scale is the EMI of the largest amount the slider allows at the
 * same rate and tenure, so it shows how much of the calculator's range the loan uses.
 *
 * @param props - the loan and its `loanSummary`
 * @returns the results panel
 */
export function LoanResults({ principal, ratePercent, months, summary }: LoanResultsProps) {
  const { language, strings, text } = useLanguage();
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  const maxEmi = emi({ principal: AMOUNT_SLIDER.max, annualRatePercent: ratePercent, months });
  return (
    <div className="results" aria-live="polite">
      <dl className="results__figures">
        <div className="results__emi">
          <dt>{strings.monthlyEmi}</dt>
          <dd>
            <strong data-testid="emi" suppressHydrationWarning>{rupees(summary.emi)}</strong> <span className="results__unit">{text.emiPerMonth}</span>
          </dd>
        </div>
        <div>
          <dt>{text.principalAmount}</dt>
          <dd data-testid="principal" suppressHydrationWarning>{rupees(principal)}</dd>
        </div>
        <div>
          <dt>{text.totalInterest}</dt>
          <dd data-testid="total-interest" suppressHydrationWarning>{rupees(summary.totalInterest)}</dd>
        </div>
        <div>
          <dt>{strings.totalPayable}</dt>
          <dd data-testid="total-payable" suppressHydrationWarning>{rupees(summary.totalPayable)}</dd>
        </div>
      </dl>
      <div className="results__charts">
        <PrincipalInterestDonut
          principal={principal}
          interest={summary.totalInterest}
          principalLabel={text.principalAmount}
          interestLabel={text.totalInterest}
          language={language}
        />
        <SpeedDial percent={emiGaugePercent(summary.emi, maxEmi)} label={text.emiGaugeLabel} />
      </div>
    </div>
  );
}
