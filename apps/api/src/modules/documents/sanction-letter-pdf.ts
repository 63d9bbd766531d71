import { formatDate, formatRupees } from '@rinn/format';
import { apr, emi } from '@rinn/loan-math';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { KFS_LABELS } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { PDFDocument } from 'pdf-lib';
import { startFlow } from '../../pdf/flow.js';

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
 * The letter's texts, named as the web app's sanction letter page names it (मंज़ूरी पत्र); the KFS
 * terms are `KFS_LABELS`, so the letter and the KFS use the same words.
 */
const LETTER: Readonly<Record<Language, {
  readonly title: string;
  readonly reference: string;
  readonly date: string;
  readonly dear: string;
  readonly sanctioned: string;
  readonly rate: string;
  readonly emi: string;
  readonly processingFee: string;
  readonly stampDuty: string;
  readonly valuationCharges: string;
  readonly serviceCharges: string;
  readonly totalPayable: string;
  readonly aprNote: string;
  readonly subjectTo: string;
}>> = {
  en: {
    title: 'Sanction Letter',
    reference: 'Reference',
    date: 'Date',
    dear: 'Dear {name} ({mobile}),',
    sanctioned: 'We are pleased to inform you that {lender} has sanctioned your {product} on the terms below, arranged through Rinn.',
    rate: '{rate}% a year (reducing balance)',
    emi: 'EMI',
    processingFee: 'Processing fee (incl. 18% GST)',
    stampDuty: 'Stamp duty',
    valuationCharges: 'Valuation charges',
    serviceCharges: 'Service (insurance) charges',
    totalPayable: 'Total of EMIs payable',
    aprNote: 'The APR is the annual cost of credit on the amount disbursed, including the charges above.',
    subjectTo: "This sanction is subject to the lender's loan agreement and final verification of your documents.",
  },
  hi: {
    title: 'मंज़ूरी पत्र',
    reference: 'संदर्भ',
    date: 'तिथि',
    dear: 'प्रिय {name} ({mobile}),',
    sanctioned: 'हमें आपको यह बताते हुए खुशी है कि {lender} ने Rinn के माध्यम से आपका {product} नीचे दी गई शर्तों पर मंज़ूर कर दिया है।',
    rate: '{rate}% प्रति वर्ष (घटती शेष राशि पर)',
    emi: 'EMI',
    processingFee: 'प्रोसेसिंग शुल्क (18% GST सहित)',
    stampDuty: 'स्टाम्प शुल्क',
    valuationCharges: 'मूल्यांकन शुल्क',
    serviceCharges: 'सेवा (बीमा) शुल्क',
    totalPayable: 'देय EMI का कुल योग',
    aprNote: 'APR वितरित राशि पर ऋण की वार्षिक लागत है, जिसमें ऊपर दिए गए शुल्क शामिल हैं।',
    subjectTo: 'यह मंज़ूरी ऋणदाता के लोन अनुबंध और आपके दस्तावेज़ों के अंतिम सत्यापन के अधीन है।',
  },
};

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * Generates the sanction letter PDF (A4, Noto Sans Devanagari), in English or Hindi (PDF-001),
 * amounts in rupees with ₹ and Indian grouping.
 *
 * @param input - the sanctioned offer, lender and borrower.
 * @param language - the visitor's language.
 * @returns the PDF bytes.
 * @example
 * const bytes = await sanctionLetterPdf(input, 'hi');
 */
export async function sanctionLetterPdf(input: SanctionLetterInput, language: Language = 'en'): Promise<Uint8Array> {
  const figures = sanctionFigures(input);
  const copy = LETTER[language];
  const kfs = KFS_LABELS[language];
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${language === 'hi' ? copy.title : 'Sanction letter'} ${input.reference}`);
  pdf.setAuthor('Rinn');
  pdf.setSubject(`${input.productName}: ${input.lenderName}`);
  pdf.setLanguage(language === 'hi' ? 'hi-IN' : 'en-IN');
  pdf.setCreationDate(input.sanctionedAt);
  const { paragraph, row, space } = await startFlow(pdf, { margin: 56, valueX: 300, bottom: 56 });

  paragraph(copy.title, { size: 20, bold: true, gap: 14 });
  paragraph(`${copy.reference}: ${input.reference}`, { size: 11, gap: 2 });
  paragraph(`${copy.date}: ${formatDate(input.sanctionedAt, { style: 'long', locale: language })}`, { size: 11, gap: 14 });
  paragraph(fill(copy.dear, { name: input.borrowerName, mobile: input.maskedMobile }), { size: 11, gap: 8 });
  paragraph(fill(copy.sanctioned, { lender: input.lenderName, product: input.productName }), { size: 11, gap: 14 });
  row(kfs.kfsLender, input.lenderName, { size: 11 });
  row(kfs.kfsSanctioned, rupees(input.loanAmount), { size: 11 });
  row(kfs.kfsInterestRate.replace(/\s*\(%\).*$/u, ''), fill(copy.rate, { rate: input.roi }), { size: 11 });
  row(kfs.kfsTenure, `${input.tenure} ${kfs.kfsMonths}`, { size: 11 });
  row(copy.emi, rupees(figures.emi), { size: 11 });
  row(copy.processingFee, rupees(figures.processingFee), { size: 11 });
  row(copy.stampDuty, rupees(figures.stampDuty), { size: 11 });
  row(copy.valuationCharges, rupees(figures.valuationCharges), { size: 11 });
  row(copy.serviceCharges, rupees(figures.serviceCharges), { size: 11 });
  row(kfs.kfsNetDisbursed, rupees(figures.netDisbursed), { size: 11 });
  row(kfs.kfsApr, `${figures.aprPercent.toFixed(2)}%`, { size: 11 });
  row(copy.totalPayable, rupees(figures.totalPayable), { size: 11 });
  space(12);
  paragraph(copy.aprNote, { size: 9, gap: 2 });
  paragraph(copy.subjectTo, { size: 9 });
  return pdf.save({ useObjectStreams: false });
}
