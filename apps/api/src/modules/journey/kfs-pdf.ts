import { formatDate, formatIndianNumber, formatMonthYear, formatRupees, isoCalendarDate } from '@rinn/format';
import { KFS_LABELS, type KeyFactStatement } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { PDFDocument } from 'pdf-lib';
import { startFlow } from '../../pdf/flow.js';

const MARGIN = 50;
const VALUE_X = 320;
const BOTTOM = 60;

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
/** A label of the page's tables without its "(₹)": the PDF writes every amount with ₹ itself. */
const bare = (label: string) => label.replace(/\s*\(₹\)$/u, '');

/**
 * Renders a Key Fact Statement as a PDF (A4, Noto Sans Devanagari), in English or Hindi, in the
 * order of RBI's Annex A: Part 1 (interest rate and fees), Part 2 (qualitative information) and
 * the repayment schedule summary of Annex C. The labels are `KFS_LABELS`, the same as the KFS page
 * of the web app; amounts are in rupees with ₹ and Indian grouping.
 *
 * @rule DRAFT-006 The KFS PDF states exactly the figures of `keyFactStatement` for the chosen
 *   offer: the loan amount, tenure, instalments, rate, every upfront charge, net disbursed amount,
 *   APR, contingent charges, cooling-off period and both grievance officers; nothing is typed
 *   separately.
 * @rule PDF-001 The KFS PDF and the sanction letter PDF are in the visitor's language, English
 *   or Hindi (RBI: a KFS in a language the borrower understands), with the same figures in both;
 *   Devanagari is shaped (conjuncts, pre-base matras) and every amount is written with ₹.
 * @spec §10 Key Fact Statement (in RBI's format, downloadable as a PDF); RBI KFS circular, April 2024
 * @param kfs - the statement.
 * @param language - the visitor's language.
 * @returns the PDF bytes.
 * @example
 * const bytes = await keyFactStatementPdf(keyFactStatement(offer, lender, options), 'hi');
 */
export async function keyFactStatementPdf(kfs: KeyFactStatement, language: Language = 'en'): Promise<Uint8Array> {
  const copy = KFS_LABELS[language];
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const percent = (value: number) => `${formatIndianNumber(value, { locale: language, maximumFractionDigits: 2 })}%`;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${copy.kfsHeading} ${kfs.reference}`);
  pdf.setAuthor('Rinn');
  pdf.setSubject(`${kfs.loan.productName}: ${kfs.lender.name}`);
  pdf.setLanguage(language === 'hi' ? 'hi-IN' : 'en-IN');
  const { paragraph, heading, row, space } = await startFlow(pdf, { margin: MARGIN, valueX: VALUE_X, bottom: BOTTOM });

  paragraph(copy.kfsHeading, { size: 20, bold: true, gap: 8 });
  paragraph(`${copy.kfsReference}: ${kfs.reference}. ${copy.kfsIssuedOn}: ${formatDate(isoCalendarDate(kfs.issuedOn), { locale: language, style: 'long' })}.`);
  paragraph(fill(copy.kfsValidity, { days: kfs.validityWorkingDays }));

  heading(copy.kfsPart1);
  row(copy.kfsLender, `${kfs.lender.name} (${kfs.lender.kind === 'bank' ? (language === 'hi' ? 'बैंक' : 'Bank') : 'NBFC'})`);
  row(copy.kfsLoanType, kfs.loan.productName);
  row(copy.kfsSanctioned, rupees(kfs.loan.sanctionedAmount));
  row(copy.kfsDisbursal, kfs.loan.disbursal[language]);
  row(copy.kfsTenure, `${kfs.loan.tenureMonths} ${copy.kfsMonths}`);
  row(copy.kfsInstalmentType, copy.kfsMonthly);
  row(copy.kfsInstalmentCount, String(kfs.instalments.count));
  row(bare(copy.kfsEpi), rupees(kfs.instalments.amount));
  row(bare(copy.kfsLastInstalment), rupees(kfs.instalments.lastInstalmentAmount));
  row(copy.kfsFirstDue, formatMonthYear(kfs.instalments.firstDue, { locale: language }));
  row(copy.kfsInterestRate, `${percent(kfs.interest.ratePercent)} ${copy.kfsPerYear}, ${kfs.interest.type === 'floating' ? copy.kfsRateFloating : copy.kfsRateFixed}`);
  if (kfs.interest.floating) {
    row(copy.kfsBenchmark, `${kfs.interest.floating.benchmark}; ${fill(copy.kfsResetEvery, { months: kfs.interest.floating.resetEveryMonths })}`);
  }

  heading(copy.kfsFees);
  for (const charge of kfs.charges) {
    const payee = charge.payableTo === 'lender' ? copy.kfsPayableLender : copy.kfsPayableThirdParty;
    row(`${charge.label[language]} (${copy.kfsPayableTo}: ${payee}; ${copy.kfsOneTime})`, rupees(charge.amount));
  }
  row(copy.kfsTotalCharges, rupees(kfs.totalUpfrontCharges));
  row(copy.kfsNetDisbursed, rupees(kfs.netDisbursed));
  row(copy.kfsApr, `${kfs.aprPercent.toFixed(2)}%`);
  heading(copy.kfsContingent);
  for (const charge of kfs.contingentCharges) row(charge.label[language], charge.description[language]);

  heading(copy.kfsPart2);
  row(copy.kfsCoolingOff, `${kfs.coolingOff.days} ${copy.kfsDays}`);
  paragraph(kfs.coolingOff.description[language]);
  row(copy.kfsLsp, `${kfs.lendingServiceProvider.name} — ${kfs.lendingServiceProvider.role}`);
  row(copy.kfsRecovery, kfs.recoveryAgents[language]);
  const lsp = kfs.grievance.lendingServiceProvider;
  row(copy.kfsGrievanceLsp, `${lsp.name}, ${lsp.designation}; ${lsp.email}; ${lsp.phone}; ${lsp.hours}; ${lsp.address}`);
  const lender = kfs.grievance.lender;
  row(copy.kfsGrievanceLender, `${lender.lenderName}: ${lender.designation}; ${lender.phone}; ${lender.website}`);

  heading(copy.kfsSchedule);
  row(copy.kfsInstalmentCount, String(kfs.repaymentSchedule.instalments));
  row(copy.kfsTotalInterest, rupees(kfs.repaymentSchedule.totalInterest));
  row(copy.kfsTotalPayable, rupees(kfs.repaymentSchedule.totalPayable));
  for (const year of kfs.repaymentSchedule.years) {
    row(
      `${copy.kfsYear} ${year.year} (${copy.kfsInstalmentCount}: ${year.instalments})`,
      `${bare(copy.kfsPrincipal)} ${rupees(year.principal)}; ${bare(copy.kfsInterest)} ${rupees(year.interest)}; ${bare(copy.kfsClosing)} ${rupees(year.closingBalance)}`,
    );
  }
  space(8);
  paragraph(`${copy.kfsSource}: ${kfs.source} (${kfs.criteriaAsOf})`, { size: 8 });
  return pdf.save({ useObjectStreams: false });
}
