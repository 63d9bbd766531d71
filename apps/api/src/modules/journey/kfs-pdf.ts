import { formatIndianNumber } from '@rinn/format';
import type { KeyFactStatement } from '@rinn/offers';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

const PAGE_SIZE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const VALUE_X = 320;
const BOTTOM = 60;

const rupees = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The standard PDF fonts only encode WinAnsi: the rupee sign becomes "Rs." and any other character
 * they cannot draw becomes "?" rather than failing the whole document.
 */
function winAnsi(text: string): string {
  const extras = '–—‘’“”•…€™';
  return text
    .replaceAll('₹', 'Rs. ')
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replaceAll('×', 'x')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, (char) => (extras.includes(char) ? char : '?'));
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width || current === '') current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/**
 * Renders a Key Fact Statement as a PDF (A4, Helvetica), in English, in the order of RBI's
 * Annex A: Part 1 (interest rate and fees), Part 2 (qualitative information) and the repayment
 * schedule summary of Annex C.
 *
 * @rule DRAFT-006 The KFS PDF states exactly the figures of `keyFactStatement` for the chosen
 *   offer: the loan amount, tenure, instalments, rate, every upfront charge, net disbursed amount,
 *   APR, contingent charges, cooling-off period and both grievance officers; nothing is typed
 *   separately.
 * @spec §10 Key Fact Statement (in RBI's format, downloadable as a PDF); RBI KFS circular, April 2024
 * @param kfs - the statement.
 * @returns the PDF bytes.
 * @example
 * const bytes = await keyFactStatementPdf(keyFactStatement(offer, lender, options));
 */
export async function keyFactStatementPdf(kfs: KeyFactStatement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Key Fact Statement ${kfs.reference}`);
  pdf.setAuthor('Rinn');
  pdf.setSubject(`${kfs.loan.productName} offered by ${kfs.lender.name}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage(PAGE_SIZE);
    y = PAGE_SIZE[1] - MARGIN;
  };
  const paragraph = (text: string, options: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    for (const line of wrap(text, font, size, PAGE_SIZE[0] - 2 * MARGIN)) {
      room(size + 4);
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 4;
    }
    y -= options.gap ?? 4;
  };
  const heading = (text: string) => {
    y -= 6;
    paragraph(text, { size: 13, font: bold, gap: 6 });
  };
  const row = (label: string, value: string) => {
    const labelLines = wrap(label, regular, 10, VALUE_X - MARGIN - 10);
    const valueLines = wrap(value, bold, 10, PAGE_SIZE[0] - MARGIN - VALUE_X);
    const lines = Math.max(labelLines.length, valueLines.length);
    room(lines * 14);
    labelLines.forEach((line, index) => page.drawText(line, { x: MARGIN, y: y - index * 14, size: 10, font: regular }));
    valueLines.forEach((line, index) => page.drawText(line, { x: VALUE_X, y: y - index * 14, size: 10, font: bold }));
    y -= lines * 14 + 2;
  };

  const issued = `${kfs.issuedOn.day} ${MONTHS[kfs.issuedOn.month - 1]} ${kfs.issuedOn.year}`;
  paragraph('Key Fact Statement', { size: 20, font: bold, gap: 8 });
  paragraph(`Loan proposal ${kfs.reference}, issued on ${issued}. The lender is bound by these terms for ${kfs.validityWorkingDays} working days from the date of issue.`);
  row('Lender (regulated entity)', `${kfs.lender.name} (${kfs.lender.kind === 'bank' ? 'Bank' : 'NBFC'})`);
  row('Lending service provider', `${kfs.lendingServiceProvider.name}: ${kfs.lendingServiceProvider.role}`);

  heading('Part 1: Interest rate and fees and charges');
  row('Loan type', kfs.loan.productName);
  row('Loan amount (sanctioned)', rupees(kfs.loan.sanctionedAmount));
  row('Disbursal schedule', kfs.loan.disbursal.en);
  row('Loan term', `${kfs.loan.tenureMonths} months`);
  row('Instalments', `${kfs.instalments.count} monthly instalments of ${rupees(kfs.instalments.amount)}`);
  row('Last instalment', rupees(kfs.instalments.lastInstalmentAmount));
  row('First instalment due', `${MONTHS[kfs.instalments.firstDue.month - 1]} ${kfs.instalments.firstDue.year}`);
  row('Interest rate', `${kfs.interest.ratePercent}% per annum (${kfs.interest.type}, reducing balance)`);
  if (kfs.interest.floating) {
    row('Benchmark', `${kfs.interest.floating.benchmark}; reset every ${kfs.interest.floating.resetEveryMonths} months`);
  }
  for (const charge of kfs.charges) {
    row(`${charge.label.en} (one-time, payable to ${charge.payableTo === 'lender' ? 'the lender' : 'a third party through the lender'})`, rupees(charge.amount));
  }
  row('Total upfront charges', rupees(kfs.totalUpfrontCharges));
  row('Net disbursed amount', rupees(kfs.netDisbursed));
  row('Annual percentage rate (APR)', `${kfs.aprPercent.toFixed(2)}%`);
  heading('Contingent charges');
  for (const charge of kfs.contingentCharges) row(charge.label.en, charge.description.en);

  heading('Part 2: Other qualitative information');
  row('Cooling-off (look-up) period', `${kfs.coolingOff.days} days`);
  paragraph(kfs.coolingOff.description.en);
  paragraph(`Recovery agents: ${kfs.recoveryAgents.en}`);
  const lsp = kfs.grievance.lendingServiceProvider;
  row('Grievance officer (Rinn)', `${lsp.name}, ${lsp.designation}; ${lsp.email}; ${lsp.phone}; ${lsp.hours}; ${lsp.address}; resolved within ${lsp.responseWithinDays} days`);
  const lender = kfs.grievance.lender;
  row(`Grievance officer (${lender.lenderName})`, `${lender.designation}; ${lender.phone}; ${lender.website}`);

  heading('Repayment schedule summary (Annex C)');
  row('Instalments', String(kfs.repaymentSchedule.instalments));
  row('Total principal', rupees(kfs.repaymentSchedule.totalPrincipal));
  row('Total interest', rupees(kfs.repaymentSchedule.totalInterest));
  row('Total payable', rupees(kfs.repaymentSchedule.totalPayable));
  for (const year of kfs.repaymentSchedule.years) {
    row(
      `${year.year} (${year.instalments} instalments)`,
      `principal ${rupees(year.principal)}, interest ${rupees(year.interest)}, balance ${rupees(year.closingBalance)}`,
    );
  }
  y -= 8;
  paragraph(`Source: ${kfs.source} (criteria as of ${kfs.criteriaAsOf}).`, { size: 8 });
  return pdf.save({ useObjectStreams: false });
}
