import { formatRupees } from '@rinn/format';
import { LoanMathError, type BalanceTransferSaving } from '@rinn/loan-math';
import { FALLBACK_PROCESSING_FEE_PERCENT } from '@rinn/loan-math/rinn';
import { useLanguage } from '../i18n/language.ts';
import { fillIn } from '../i18n/fill-in.ts';
import './switch-saving.css';

/**
 * The balance-transfer calculator's answer to "does switching save money?": the existing loan as
 * it stands against the transfer (BT-006), the saving or the loss net of the new loan's fees
 * (BT-007) and the break-even month (BT-008). Every figure is `rinnBalanceTransferSaving` of
 * @rinn/loan-math; this component only lays them out. The verdict is its own live region, so a
 * moved slider announces the answer without reading the table again.
 *
 * @param props - the comparison, or the error that kept it from being made
 * @returns the verdict and the comparison table
 */
export function SwitchSaving({ saving }: { readonly saving: BalanceTransferSaving | LoanMathError }) {
  const { language, text } = useLanguage();
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  if (saving instanceof LoanMathError) {
    return (
      <section className="switch-saving">
        <h2 id="switch-saving-heading">{text.switchHeading}</h2>
        <p className="switch-saving__verdict" data-testid="switch-verdict" aria-live="polite">
          {text.switchNotComparable}
        </p>
      </section>
    );
  }
  const tone = saving.saving > 0 ? 'gain' : saving.saving < 0 ? 'loss' : 'even';
  const verdict = {
    gain: fillIn(text.switchSaves, { amount: rupees(saving.saving), month: saving.breakEvenMonth ?? '' }),
    loss: fillIn(text.switchCosts, { amount: rupees(-saving.saving) }),
    even: text.switchEven,
  }[tone];
  return (
    <section className="switch-saving">
      <h2 id="switch-saving-heading">{text.switchHeading}</h2>
      <p className={`switch-saving__verdict switch-saving__verdict--${tone}`} data-testid="switch-verdict" aria-live="polite">
        {verdict}
      </p>
      <div className="table-scroll" role="region" aria-labelledby="switch-saving-heading" tabIndex={0}>
        <table className="switch-saving__table">
          <thead>
            <tr>
              <td />
              <th scope="col">{text.switchNow}</th>
              <th scope="col">{text.switchAfter}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{text.emi}</th>
              <td data-testid="switch-emi-now">{rupees(saving.existingEmi)}</td>
              <td data-testid="switch-emi-after">{rupees(saving.newEmi)}</td>
            </tr>
            <tr>
              <th scope="row">{text.switchInterestLeft}</th>
              <td data-testid="switch-interest-now">{rupees(saving.existingInterestLeft)}</td>
              <td data-testid="switch-interest-after">{rupees(saving.newInterest)}</td>
            </tr>
            <tr>
              <th scope="row">{text.switchFees}</th>
              <td>{rupees(0)}</td>
              <td data-testid="switch-fees">{rupees(saving.newLoanCharges.totalCharges)}</td>
            </tr>
            <tr>
              <th scope="row">{text.switchTotalOutgo}</th>
              <td data-testid="switch-outgo-now">{rupees(saving.existingOutgo)}</td>
              <td data-testid="switch-outgo-after">{rupees(saving.newOutgo)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="results__note">
        {fillIn(text.switchReading, {
          emisLeft: saving.emisLeft,
          transfer: rupees(saving.transferAmount),
          foreclosure: rupees(saving.foreclosureCharge),
          feePercent: FALLBACK_PROCESSING_FEE_PERCENT.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN'),
        })}
      </p>
    </section>
  );
}
