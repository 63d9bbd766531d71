import type { PDFDocument, PDFPage } from 'pdf-lib';
import { type Rgb, type ShapedFont, type Typefaces, embedTypefaces } from './typesetter.js';

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];

const INK: Rgb = [0.1, 0.1, 0.1];

/** Options of a {@link Flow}. */
export interface FlowOptions {
  readonly margin: number;
  /** Where a row's value column starts. */
  readonly valueX: number;
  /** Text never goes below this. */
  readonly bottom: number;
}

/** Text flowed down A4 pages: paragraphs, headings and label–value rows, wrapped and paginated. */
export interface Flow {
  readonly paragraph: (text: string, options?: { readonly size?: number; readonly bold?: boolean; readonly gap?: number }) => void;
  readonly heading: (text: string) => void;
  readonly row: (label: string, value: string, options?: { readonly size?: number }) => void;
  readonly space: (points: number) => void;
}

/**
 * Splits text into lines no wider than `width`, at spaces (a word wider than the line stays whole).
 *
 * @param font - the face.
 * @param text - the text.
 * @param size - points.
 * @param width - points.
 * @returns the lines.
 */
export function wrap(font: ShapedFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/u).filter((part) => part !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current === '' || font.widthOf(candidate, size) <= width) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/**
 * Starts a document's text flow on a first A4 page, in Noto Sans Devanagari (`embedTypefaces`).
 *
 * @param pdf - the document.
 * @param options - margins and the value column.
 * @returns the flow and its faces.
 */
export async function startFlow(pdf: PDFDocument, options: FlowOptions): Promise<Flow & { readonly faces: Typefaces }> {
  const faces = await embedTypefaces(pdf);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - options.margin;
  const room = (height: number) => {
    if (y - height >= options.bottom) return;
    page = pdf.addPage(A4);
    y = A4[1] - options.margin;
  };
  const paragraph: Flow['paragraph'] = (text, { size = 10, bold = false, gap = 4 } = {}) => {
    const font = bold ? faces.bold : faces.regular;
    const leading = size * 1.45;
    for (const line of wrap(font, text, size, A4[0] - 2 * options.margin)) {
      room(leading);
      y -= size;
      font.draw(page, line, { x: options.margin, y, size, color: INK });
      y -= leading - size;
    }
    y -= gap;
  };
  return {
    faces,
    paragraph,
    heading(text) {
      y -= 6;
      paragraph(text, { size: 13, bold: true, gap: 6 });
    },
    row(label, value, { size = 10 } = {}) {
      const leading = size * 1.45;
      const labelLines = wrap(faces.regular, label, size, options.valueX - options.margin - 10);
      const valueLines = wrap(faces.bold, value, size, A4[0] - options.margin - options.valueX);
      const lines = Math.max(labelLines.length, valueLines.length);
      room(lines * leading);
      const top = y - size;
      labelLines.forEach((line, index) => faces.regular.draw(page, line, { x: options.margin, y: top - index * leading, size, color: INK }));
      valueLines.forEach((line, index) => faces.bold.draw(page, line, { x: options.valueX, y: top - index * leading, size, color: INK }));
      y -= lines * leading + 2;
    },
    space(points) {
      y -= points;
    },
  };
}
