import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The text a PDF page shows: every string operand of its content streams (pdf-lib writes text as
 * hex strings for the standard fonts), decoded. Independent of the code that drew it.
 */
export async function pdfText(base64: string): Promise<string> {
  const pdf = await PDFDocument.load(Buffer.from(base64, 'base64'));
  const chunks: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        chunks.push(match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : match[2]!);
      }
    }
  }
  return chunks.join('\n');
}
