import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import * as hb from 'harfbuzzjs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** One line as a PDF draws it: its `/ActualText`, the font resource and the glyph ids shown. */
export interface DrawnLine {
  readonly text: string;
  readonly font: string;
  readonly glyphs: readonly number[];
}

const utf16 = (hex: string) => {
  const bytes = Buffer.from(hex, 'hex');
  const body = bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2) : bytes;
  return Buffer.from(body).swap16().toString('utf16le');
};

async function pages(base64: string) {
  const pdf = await PDFDocument.load(Buffer.from(base64, 'base64'));
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const operators = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
    return { pdf, page, operators };
  });
}

/**
 * The lines a PDF draws, read from its content streams independently of the code that drew
 * them: each marked-content span's `/ActualText` (what a reader copies) with the glyph ids shown
 * inside it.
 */
export async function pdfLines(base64: string): Promise<DrawnLine[]> {
  const lines: DrawnLine[] = [];
  for (const { operators } of await pages(base64)) {
    for (const span of operators.matchAll(/\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC([\s\S]*?)EMC/g)) {
      const body = span[2]!;
      const font = /\/(\S+)\s+[\d.]+\s+Tf/.exec(body)?.[1] ?? '';
      const glyphs = [...body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].flatMap((match) => match[1]!.match(/.{4}/g)!.map((code) => Number.parseInt(code, 16)));
      lines.push({ text: utf16(span[1]!), font, glyphs });
    }
  }
  return lines;
}

/** The text a PDF shows, one drawn line per line (see {@link pdfLines}). */
export async function pdfText(base64: string): Promise<string> {
  return (await pdfLines(base64)).map((line) => line.text).join('\n');
}

interface FontkitFont {
  getGlyph(id: number): { path: { toSVG(): string } };
}

/** The embedded font files of a PDF's pages by resource name, opened with fontkit. */
export async function pdfFonts(base64: string): Promise<Map<string, FontkitFont>> {
  const fonts = new Map<string, FontkitFont>();
  for (const { pdf, page } of await pages(base64)) {
    const resources = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of resources.entries()) {
      const type0 = pdf.context.lookup(ref, PDFDict);
      const descendant = pdf.context.lookup(type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict);
      const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
      const file = descriptor.lookup(PDFName.of('FontFile2'));
      if (!(file instanceof PDFRawStream)) throw new Error(`${name.asString()} embeds no TrueType file`);
      fonts.set(name.asString().slice(1), fontkit.create(Buffer.from(decodePDFRawStream(file).decode())));
    }
  }
  return fonts;
}

/** Noto Sans Devanagari as the npm package ships it, and HarfBuzz over it. */
export function notoDevanagari(weight: 'regular' | 'bold') {
  const file = weight === 'regular' ? '400Regular/NotoSansDevanagari_400Regular.ttf' : '700Bold/NotoSansDevanagari_700Bold.ttf';
  const bytes = readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`));
  const shaper = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const outlines = fontkit.create(bytes) as unknown as FontkitFont;
  return {
    /** HarfBuzz's glyph ids for a text, shaped word by word (words are of one script). */
    shape(text: string): number[] {
      return text.split(' ').flatMap((word, index) => {
        const buffer = new hb.Buffer();
        buffer.addText(index === 0 ? word : ` ${word}`);
        buffer.guessSegmentProperties();
        hb.shape(shaper, buffer);
        return buffer.getGlyphInfos().map((info) => info.codepoint);
      });
    },
    /** A glyph's outline as SVG path data. */
    outline: (glyphId: number) => outlines.getGlyph(glyphId).path.toSVG(),
  };
}
