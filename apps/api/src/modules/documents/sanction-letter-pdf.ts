import { formatDate, formatIndianNumber } from '@rinn/format';
import { apr, emi } from '@rinn/loan-math';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** What a sanction letter states: the sanctioned offer, its lender and borrower. */
export interface SanctionLetterInput {
  /** The reference the letter carries (loanId for system 1, otherwise the application id). */
  readonly reference: string;
  readonly borrowerName: string;
  readonly maskedMobile: string;
  readonly lenderName: string;
  readonly productName: string;
  readonly loanAmount: number;
  /** Annual rate of interest in percent. */
  readonly roi: number;
  /** Months. */
  readonly tenure: number;
  /** Charges as the offer states them (null: the §9 defaults apply). */
  readonly processingFee: number | null;
  readonly stampDuty: number | null;
  readonly serviceCharges: number | null;
  readonly valuationCharges: number | null;
  readonly sanctionedAt: Date;
}

/** The figures a letter states, computed by `@rinn/loan-math`. */
export interface SanctionFigures {
  readonly emi: number;
  readonly processingFee: number;
  readonly stampDuty: number;
  readonly valuationCharges: number;
  readonly serviceCharges: number;
  readonly totalCharges: number;
  readonly netDisbursed: number;
  /** Annual percentage rate, rounded to two decimals. */
  readonly aprPercent: number;
  readonly totalPayable: number;
}

const rupees = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;

/**
 * The figures of a sanction letter.
 *
 * @rule DOC-001 A sanction letter states the sanctioned offer's amount, rate, tenure and lender,
 *   and the EMI (EMI-001), charges (FEE-001 to FEE-004), net disbursed amount and APR (APR-001)
 *   computed by `@rinn/loan-math` from that offer, never figures typed separately.
 * @spec §3 Sanction document, §3 Offer voucher, §7 GET sanction/download/{id}; RBI Key Facts Statement
 * @param input - the offer.
 * @returns the figures.
 * @example
 * sanctionFigures({ ...offer, loanAmount: 650_000, roi: 15, tenure: 60 }).emi; // 15463
 */
export function sanctionFigures(input: SanctionLetterInput): SanctionFigures {
  const terms = { principal: input.loanAmount, annualRatePercent: input.roi, months: input.tenure };
  const charges = rinnLoanCharges({
    loanAmount: input.loanAmount,
    ...(input.processingFee === null ? {} : { processingFee: input.processingFee }),
    ...(input.stampDuty === null ? {} : { stampDuty: input.stampDuty }),
    ...(input.serviceCharges === null ? {} : { serviceCharges: input.serviceCharges }),
    ...(input.valuationCharges === null ? {} : { valuationCharges: input.valuationCharges }),
  });
  const instalment = emi(terms);
  return {
    emi: instalment,
    processingFee: charges.processingFee,
    stampDuty: charges.stampDuty,
    valuationCharges: charges.valuationCharges,
    serviceCharges: charges.serviceCharges,
    totalCharges: charges.totalCharges,
    netDisbursed: charges.netDisbursed,
    aprPercent: Math.round(apr({ ...terms, upfrontCharges: charges.totalCharges }) * 100) / 100,
    totalPayable: instalment * input.tenure,
  };
}

/**
 * Generates the sanction letter PDF (A4, Helvetica).
 *
 * @param input - the sanctioned offer, lender and borrower.
 * @returns the PDF bytes.
 * @example
 * const bytes = await sanctionLetterPdf(input);
 */
export async function sanctionLetterPdf(input: SanctionLetterInput): Promise<Uint8Array> {
  const figures = sanctionFigures(input);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Sanction letter ${input.reference}`);
  pdf.setAuthor('Rinn');
  pdf.setSubject(`${input.productName} sanctioned by ${input.lenderName}`);
  pdf.setCreationDate(input.sanctionedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; gap?: number } = {}) => {
    page.drawText(text, { x: 56, y, size: options.size ?? 11, font: options.font ?? regular, color: rgb(0.1, 0.1, 0.1) });
    y -= options.gap ?? 18;
  };
  const row = (label: string, value: string) => {
    page.drawText(label, { x: 56, y, size: 11, font: regular });
    page.drawText(value, { x: 300, y, size: 11, font: bold });
    y -= 18;
  };

  line('Sanction Letter', { size: 20, font: bold, gap: 28 });
  line(`Reference: ${input.reference}`);
  line(`Date: ${formatDate(input.sanctionedAt, { style: 'long' })}`, { gap: 28 });
  line(`Dear ${input.borrowerName} (${input.maskedMobile}),`, { gap: 22 });
  line(`We are pleased to inform you that ${input.lenderName} has sanctioned your ${input.productName}`);
  line('on the terms below, arranged through Rinn.', { gap: 28 });
  row('Lender', input.lenderName);
  row('Sanctioned amount', rupees(input.loanAmount));
  row('Rate of interest', `${input.roi}% per annum (reducing balance)`);
  row('Tenure', `${input.tenure} months`);
  row('EMI', rupees(figures.emi));
  row('Processing fee (incl. 18% GST)', rupees(figures.processingFee));
  row('Stamp duty', rupees(figures.stampDuty));
  row('Valuation charges', rupees(figures.valuationCharges));
  row('Service (insurance) charges', rupees(figures.serviceCharges));
  row('Net amount disbursed', rupees(figures.netDisbursed));
  row('Annual percentage rate (APR)', `${figures.aprPercent.toFixed(2)}%`);
  row('Total of EMIs payable', rupees(figures.totalPayable));
  y -= 16;
  line('The APR is the annual cost of credit on the amount disbursed, including the charges above.', { size: 9, gap: 14 });
  line('This sanction is subject to the lender\'s loan agreement and final verification of your documents.', { size: 9 });
  return pdf.save({ useObjectStreams: false });
}
