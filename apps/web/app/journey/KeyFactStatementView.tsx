import { formatDate, formatIndianNumber, formatMonthYear, formatRupees, isoCalendarDate } from '@rinn/format';
import type { KeyFactStatement } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { useId } from 'react';
import { LenderLogo } from '../components/LenderLogo.tsx';
import { fillIn } from '../i18n/fill-in.ts';
import { journeyStrings } from './journey-strings.ts';

/**
 * A Key Fact Statement in the layout of RBI's Annex A (KFS circular, April 2024): Part 1 with the
 * loan, instalments, rate, upfront and contingent charges, net disbursed amount and APR; Part 2
 * with the cooling-off period, the lending service provider, recovery agents and grievance
 * redressal; and the Annex C repayment schedule summary. Every figure is the KFS data's
 * (`keyFactStatement` of `@rinn/offers`, KFS-001…005); this only lays it out.
 *
 * @param props - the statement and the page language
 * @returns the statement as tables
 */
export function KeyFactStatementView({ kfs, language }: { readonly kfs: KeyFactStatement; readonly language: Language }) {
  const copy = journeyStrings(language);
  const id = useId();
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const number = (amount: number) => formatIndianNumber(amount, { locale: language, maximumFractionDigits: 0 });
  const percent = (value: number) => `${formatIndianNumber(value, { locale: language, maximumFractionDigits: 2 })}%`;
  const rateType = kfs.interest.type === 'floating' ? copy.rateFloating : copy.rateFixed;
  return (
    <div className="kfs">
      <LenderLogo lender={kfs.lender.name} />
      <p className="kfs__meta">
        <span>
          {copy.kfsReference}: <strong>{kfs.reference}</strong>
        </span>{' '}
        <span>
          {copy.kfsIssuedOn}: <strong>{formatDate(isoCalendarDate(kfs.issuedOn), { locale: language })}</strong>
        </span>
      </p>
      <p>{fillIn(copy.kfsValidity, { days: kfs.validityWorkingDays })}</p>

      <h2 id={`${id}-part1`}>{copy.kfsPart1}</h2>
      <div className="table-scroll" role="region" aria-labelledby={`${id}-part1`} tabIndex={0}>
        <table className="kfs__table">
          <tbody>
            <tr>
              <th scope="row">{copy.lender}</th>
              <td>{kfs.lender.name}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsLoanType}</th>
              <td>{kfs.loan.productName}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsSanctioned}</th>
              <td>{rupees(kfs.loan.sanctionedAmount)}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsDisbursal}</th>
              <td>{kfs.loan.disbursal[language]}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsTenure}</th>
              <td>
                {kfs.loan.tenureMonths} {copy.months}
              </td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsInstalmentType}</th>
              <td>{copy.kfsMonthly}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsInstalmentCount}</th>
              <td>{kfs.instalments.count}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsEpi}</th>
              <td>{number(kfs.instalments.amount)}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsLastInstalment}</th>
              <td>{number(kfs.instalments.lastInstalmentAmount)}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsFirstDue}</th>
              <td>{formatMonthYear(kfs.instalments.firstDue, { locale: language })}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsInterestRate}</th>
              <td>
                {percent(kfs.interest.ratePercent)} {copy.perYear}, {rateType}
              </td>
            </tr>
            {kfs.interest.floating && (
              <tr>
                <th scope="row">{copy.kfsBenchmark}</th>
                <td>
                  {kfs.interest.floating.benchmark}; {fillIn(copy.kfsResetEvery, { months: kfs.interest.floating.resetEveryMonths })}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <h3 id={`${id}-fees`}>{copy.kfsFees}</h3>
      <div className="table-scroll" role="region" aria-labelledby={`${id}-fees`} tabIndex={0}>
        <table className="kfs__table">
          <thead>
            <tr>
              <th scope="col">{copy.kfsFees}</th>
              <th scope="col">{copy.kfsPayableTo}</th>
              <th scope="col">{copy.kfsAmount}</th>
            </tr>
          </thead>
          <tbody>
            {kfs.charges.map((charge) => (
              <tr key={charge.id}>
                <th scope="row">{charge.label[language]}</th>
                <td>
                  {charge.payableTo === 'lender' ? copy.kfsPayableLender : copy.kfsPayableThirdParty} ({copy.kfsOneTime})
                </td>
                <td>{number(charge.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{copy.kfsTotalCharges}</th>
              <td />
              <td>{number(kfs.totalUpfrontCharges)}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsNetDisbursed}</th>
              <td />
              <td>{number(kfs.netDisbursed)}</td>
            </tr>
            <tr>
              <th scope="row">{copy.kfsApr}</th>
              <td />
              <td data-testid="kfs-apr">{percent(kfs.aprPercent)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <h3>{copy.kfsContingent}</h3>
      <dl className="kfs__list">
        {kfs.contingentCharges.map((charge) => (
          <div key={charge.id}>
            <dt>{charge.label[language]}</dt>
            <dd>{charge.description[language]}</dd>
          </div>
        ))}
      </dl>

      <h2>{copy.kfsPart2}</h2>
      <dl className="kfs__list">
        <div>
          <dt>{copy.kfsCoolingOff}</dt>
          <dd>
            {kfs.coolingOff.days} {copy.kfsDays}. {kfs.coolingOff.description[language]}
          </dd>
        </div>
        <div>
          <dt>{copy.kfsLsp}</dt>
          <dd>
            {kfs.lendingServiceProvider.name} — {kfs.lendingServiceProvider.role}
          </dd>
        </div>
        <div>
          <dt>{copy.kfsRecovery}</dt>
          <dd>{kfs.recoveryAgents[language]}</dd>
        </div>
        <div>
          <dt>{copy.kfsGrievanceLsp}</dt>
          <dd>
            {kfs.grievance.lendingServiceProvider.name}, {kfs.grievance.lendingServiceProvider.designation}.{' '}
            <a href={`mailto:${kfs.grievance.lendingServiceProvider.email}`}>{kfs.grievance.lendingServiceProvider.email}</a>,{' '}
            {kfs.grievance.lendingServiceProvider.phone}. {kfs.grievance.lendingServiceProvider.hours}. {kfs.grievance.lendingServiceProvider.address}.
          </dd>
        </div>
        <div>
          <dt>{copy.kfsGrievanceLender}</dt>
          <dd>
            {kfs.grievance.lender.lenderName}: {kfs.grievance.lender.designation}, {kfs.grievance.lender.phone}, {kfs.grievance.lender.website}
          </dd>
        </div>
      </dl>

      <h2 id={`${id}-schedule`}>{copy.kfsSchedule}</h2>
      <div className="table-scroll" role="region" aria-labelledby={`${id}-schedule`} tabIndex={0}>
        <table className="kfs__table">
          <thead>
            <tr>
              <th scope="col">{copy.kfsYear}</th>
              <th scope="col">{copy.kfsInstalmentCount}</th>
              <th scope="col">{copy.kfsPrincipal}</th>
              <th scope="col">{copy.kfsInterest}</th>
              <th scope="col">{copy.kfsClosing}</th>
            </tr>
          </thead>
          <tbody>
            {kfs.repaymentSchedule.years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td>{year.instalments}</td>
                <td>{number(year.principal)}</td>
                <td>{number(year.interest)}</td>
                <td>{number(year.closingBalance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="fact-list">
        <div>
          <dt>{copy.kfsTotalInterest}</dt>
          <dd>{rupees(kfs.repaymentSchedule.totalInterest)}</dd>
        </div>
        <div>
          <dt>{copy.kfsTotalPayable}</dt>
          <dd>{rupees(kfs.repaymentSchedule.totalPayable)}</dd>
        </div>
      </dl>
      <p className="fine-print">
        {copy.kfsSource}: {kfs.source} ({kfs.criteriaAsOf})
      </p>
    </div>
  );
}
