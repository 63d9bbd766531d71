import { formatRupees } from '@rinn/format';
import { balanceTransfer, LOAN_MATH_MESSAGE_CATALOGUES, LoanMathError, tenureInMonths, type BalanceTransferInput, type BalanceTransferSaving } from '@rinn/loan-math';
import { refinanceGaugePercent, rinnBalanceTransferSaving } from '@rinn/loan-math/rinn';
import { useState } from 'react';
import { PRODUCT_JOURNEYS } from '@rinn/content';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CalculatorPage, calculatorPageLoader, calculatorPageMeta } from '../calculators/calculator-page.tsx';
import {
  balanceTransferQuery,
  BT_EMI_FIELD,
  BT_LOAN_FIELD,
  parseBalanceTransferQuery,
  STARTING_INPUTS,
  type BalanceTransferInputs,
} from '../calculators/calculator-query.ts';
import { SpeedDial } from '../calculators/charts.tsx';
import { DurationField, RateField, RupeeField } from '../calculators/fields.tsx';
import { LazyScheduleSection } from '../calculators/LazyScheduleSection.tsx';
import { ShareLink } from '../calculators/ShareLink.tsx';
import { StickySummary } from '../calculators/StickySummary.tsx';
import { SwitchSaving } from '../calculators/SwitchSaving.tsx';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { productJourneyPath } from '../journey/journey-input.ts';
import { RefinanceCard } from '../resources/RefinanceCard.tsx';

/**
 * The calculator's text and the address of the refinance journey its floating card opens: the
 * refinance ids (CONTENT-016), back to /refinance (JOURNEY-001) and the refinance loan type
 * (STEP-004).
 *
 * @param args - the loader's request
 * @returns the page text and the journey address
 */
export function loader(args: LoaderFunctionArgs) {
  return {
    ...calculatorPageLoader(args),
    refinanceJourneyPath: productJourneyPath({ ...PRODUCT_JOURNEYS.refinance, backBtnSlug: '/refinance' }, 'refinance'),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return calculatorPageMeta(data?.page, location.pathname, { title: text.btCalculator, description: text.btCalculatorDescription });
};

function transferInput(inputs: BalanceTransferInputs): BalanceTransferInput {
  return {
    existingEmi: inputs.existingEmi,
    originalLoanAmount: inputs.originalLoanAmount,
    originalTenureMonths: tenureInMonths(inputs.originalTenureYears, 'years'),
    emisPaid: inputs.emisPaid,
    newTenureMonths: tenureInMonths(inputs.newTenureYears, 'years'),
    newAnnualRatePercent: inputs.newRatePercent,
  };
}

/** What `compute` returns, or the LoanMathError that says why the inputs describe no loan. */
function orLoanMathError<T>(compute: () => T): T | LoanMathError {
  try {
    return compute();
  } catch (error) {
    if (error instanceof LoanMathError) return error;
    throw error;
  }
}

/**
 * /bt-calculator: the balance-transfer / refinance calculator (spec §2, §9) with its Current Loan
 * Details and Required Loan Details sections; every figure is `balanceTransfer` of @rinn/loan-math.
 */
export default function BtCalculatorRoute() {
  const { page, refinanceJourneyPath } = useLoaderData<typeof loader>();
  const { language, strings, text } = useLanguage();
  const [inputs, setInputs] = useState<BalanceTransferInputs>(STARTING_INPUTS.balanceTransfer);
  useQueryRestore((search) => setInputs(parseBalanceTransferQuery(search)));
  const result = orLoanMathError(() => balanceTransfer(transferInput(inputs)));
  // Whether switching pays, net of the new loan's fees at Rinn's defaults (BT-006 to BT-009).
  const saving: BalanceTransferSaving | LoanMathError = orLoanMathError(() => rinnBalanceTransferSaving(transferInput(inputs)));
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  const update = (change: Partial<BalanceTransferInputs>): void =>
    setInputs((previous) => {
      const next = { ...previous, ...change };
      // EMIs paid can never reach the original tenure, so a shorter tenure pulls them back.
      return { ...next, emisPaid: Math.min(next.emisPaid, next.originalTenureYears * 12 - 1) };
    });

  return (
    <>
      <CalculatorPage page={page} translated={{ title: text.btCalculator, description: text.btCalculatorDescription }}>
        <div className="calculator">
          <div className="calculator__inputs">
            <fieldset className="calculator__group">
              <legend>{strings.currentLoanDetails}</legend>
              <RupeeField id="bt-existing-emi" label={text.existingEmi} value={inputs.existingEmi} range={BT_EMI_FIELD} onChange={(existingEmi) => update({ existingEmi })} />
              <RupeeField
                id="bt-original-amount"
                label={text.originalLoanAmount}
                value={inputs.originalLoanAmount}
                range={BT_LOAN_FIELD}
                onChange={(originalLoanAmount) => update({ originalLoanAmount })}
              />
              <DurationField
                id="bt-original-tenure"
                label={text.originalTenure}
                value={inputs.originalTenureYears}
                unit="years"
                onChange={(originalTenureYears) => update({ originalTenureYears })}
              />
              <DurationField
                id="bt-emis-paid"
                label={text.emisPaid}
                value={inputs.emisPaid}
                unit="months"
                range={{ min: 0, max: inputs.originalTenureYears * 12 - 1, step: 1 }}
                onChange={(emisPaid) => update({ emisPaid })}
              />
            </fieldset>
            <fieldset className="calculator__group">
              <legend>{strings.requiredLoanDetails}</legend>
              <DurationField id="bt-new-tenure" label={strings.tenure} value={inputs.newTenureYears} unit="years" onChange={(newTenureYears) => update({ newTenureYears })} />
              <RateField id="bt-new-rate" label={strings.interestRate} value={inputs.newRatePercent} onChange={(newRatePercent) => update({ newRatePercent })} />
            </fieldset>
            {!(result instanceof LoanMathError) && (
              <StickySummary
                figures={[
                  { label: text.newEmi, value: rupees(result.emi), testId: 'summary-emi' },
                  { label: text.newLoanAmount, value: rupees(result.totalLoanAmount), testId: 'summary-total-loan' },
                ]}
              />
            )}
          </div>
          <div className="calculator__results">
            {result instanceof LoanMathError ? (
              <p className="field-error" role="alert">
                {text.invalidExistingLoan} ({LOAN_MATH_MESSAGE_CATALOGUES[language][result.code]})
              </p>
            ) : (
              <>
                <div className="results" aria-live="polite">
                  <dl className="results__figures">
                    <div className="results__emi">
                      <dt>{text.newEmi}</dt>
                      <dd>
                        <strong data-testid="emi">{rupees(result.emi)}</strong> <span className="results__unit">{text.emiPerMonth}</span>
                      </dd>
                    </div>
                    <div>
                      <dt>{text.outstanding}</dt>
                      <dd data-testid="outstanding">{rupees(result.outstandingPrincipal)}</dd>
                    </div>
                    <div>
                      <dt>{text.foreclosureCharge}</dt>
                      <dd data-testid="foreclosure-charge">{rupees(result.foreclosureCharge)}</dd>
                    </div>
                    <div>
                      <dt>{text.cashInHand}</dt>
                      <dd data-testid="cash-in-hand">{rupees(result.cashInHand)}</dd>
                    </div>
                    <div>
                      <dt>{text.newLoanAmount}</dt>
                      <dd data-testid="total-loan">{rupees(result.totalLoanAmount)}</dd>
                    </div>
                  </dl>
                  {!result.refinanceEligible && <p className="results__note">{text.refinanceNotEligible}</p>}
                  <div className="results__charts">
                    <SpeedDial percent={refinanceGaugePercent(result.cashInHand, result.totalLoanAmount)} label={text.refinanceGaugeLabel} />
                  </div>
                </div>
                <SwitchSaving saving={saving} />
              </>
            )}
            <ShareLink query={balanceTransferQuery(inputs)} />
          </div>
          {!(result instanceof LoanMathError) && result.totalLoanAmount > 0 && (
            <LazyScheduleSection
              principal={result.totalLoanAmount}
              ratePercent={inputs.newRatePercent}
              months={tenureInMonths(inputs.newTenureYears, 'years')}
              csvFileName="balance-transfer-schedule.csv"
            />
          )}
        </div>
      </CalculatorPage>
      <RefinanceCard journeyPath={refinanceJourneyPath} />
    </>
  );
}
