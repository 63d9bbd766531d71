import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import * as hb from 'harfbuzzjs';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  type PDFFont,
  type PDFPage,
  beginText,
  endText,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Devanagari (SIL Open Font License 1.1, from the `@expo-google-fonts/noto-sans-devanagari`
 * package, read from node_modules at run time): Devanagari, Latin and the rupee sign in one face.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

/** Characters the face lacks, written as the nearest text it has. */
const FALLBACKS: Readonly<Record<string, string>> = { '≥': '>=', '≤': '<=' };

/** The RGB fill of body text. */
export type Rgb = readonly [number, number, number];

interface FontkitGlyph {
  readonly id: number;
  readonly codePoints: number[];
}

interface FontkitFont {
  readonly unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
}

/** The parts of pdf-lib's subset embedder that drawing shaped glyph ids needs (pdf-lib 1.17). */
interface SubsetEmbedder {
  readonly font: FontkitFont;
  readonly subset: { includeGlyph(glyph: FontkitGlyph): number };
  readonly glyphs: FontkitGlyph[];
  readonly glyphIdMap: Map<number, number>;
  readonly glyphCache: { invalidate(): void };
}

interface Face {
  readonly bytes: Uint8Array;
  readonly shaper: hb.Font;
  readonly unitsPerEm: number;
}

let faces: Promise<Record<keyof typeof FONT_FILES, Face>> | undefined;

async function loadFace(specifier: string): Promise<Face> {
  const bytes = new Uint8Array(await readFile(require.resolve(specifier)));
  const face = new hb.Face(new hb.Blob(bytes));
  const shaper = new hb.Font(face);
  return { bytes, shaper, unitsPerEm: face.upem };
}

function loadFaces(): Promise<Record<keyof typeof FONT_FILES, Face>> {
  faces ??= Promise.all([loadFace(FONT_FILES.regular), loadFace(FONT_FILES.bold)]).then(([regular, bold]) => ({ regular, bold }));
  return faces;
}

/** One glyph as HarfBuzz placed it, in font units. */
export interface PlacedGlyph {
  readonly glyphId: number;
  readonly cluster: number;
  readonly xAdvance: number;
  readonly xOffset: number;
  readonly yOffset: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const isDevanagari = (codePoint: number) => (codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff);
const isJoiner = (codePoint: number) => codePoint === 0x200c || codePoint === 0x200d;

/**
 * Splits text into runs of one script (Devanagari or not), so each is shaped by its own shaper;
 * spaces, digits and punctuation stay in the run they are in.
 */
function scriptRuns(text: string): Array<{ readonly text: string; readonly start: number }> {
  const runs: Array<{ text: string; start: number }> = [];
  let current: { text: string; start: number; devanagari: boolean | undefined } | undefined;
  let index = 0;
  for (const char of text) {
    const codePoint = codePointOf(char);
    const letter = /\p{L}|\p{M}/u.test(char) && !isJoiner(codePoint);
    const devanagari = letter ? isDevanagari(codePoint) : undefined;
    if (current && (devanagari === undefined || current.devanagari === undefined || current.devanagari === devanagari)) {
      current.text += char;
      current.devanagari ??= devanagari;
    } else {
      if (current) runs.push(current);
      current = { text: char, start: index, devanagari };
    }
    index += char.length;
  }
  if (current) runs.push(current);
  return runs;
}

/**
 * Shapes a line with HarfBuzz (conjuncts, the pre-base ि matra, mark positioning), run by run.
 *
 * @param shaper - the HarfBuzz font.
 * @param text - one line, without line breaks.
 * @returns the glyphs in visual order, clusters as UTF-16 offsets into `text`.
 */
export function shape(shaper: hb.Font, text: string): PlacedGlyph[] {
  const glyphs: PlacedGlyph[] = [];
  for (const run of scriptRuns(text)) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer);
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach((info, index) => {
      const position = positions[index];
      if (position === undefined) throw new Error(`HarfBuzz gave glyph ${index} no position`);
      glyphs.push({ glyphId: info.codepoint, cluster: run.start + info.cluster, xAdvance: position.xAdvance, xOffset: position.xOffset, yOffset: position.yOffset });
    });
  }
  return glyphs;
}

/** A face embedded (subset) in one PDF that draws shaped text. */
export interface ShapedFont {
  /** The width of `text` at `size` points. */
  widthOf(text: string, size: number): number;
  /** Draws one line with its baseline starting at (x, y). */
  draw(page: PDFPage, text: string, options: { readonly x: number; readonly y: number; readonly size: number; readonly color?: Rgb }): void;
}

/** The faces a document is set in. */
export interface Typefaces {
  readonly regular: ShapedFont;
  readonly bold: ShapedFont;
}

/** The code point of one character of an iterated string (which is never empty). */
function codePointOf(char: string): number {
  const codePoint = char.codePointAt(0);
  if (codePoint === undefined) throw new Error('an empty string has no code point');
  return codePoint;
}

function printable(face: FontkitFont, text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/gu, ' ')) {
    if (face.hasGlyphForCodePoint(codePointOf(char)) || isJoiner(codePointOf(char))) out += char;
    else out += FALLBACKS[char] ?? '?';
  }
  return out;
}

function shapedFont(pdf: PDFDocument, pdfFont: PDFFont, face: Face): ShapedFont {
  const embedder = (pdfFont as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  if (typeof embedder?.subset?.includeGlyph !== 'function' || !(embedder.glyphIdMap instanceof Map) || !Array.isArray(embedder.glyphs)) {
    throw new Error('pdf-lib has no subset embedder of the 1.17 shape, through which shaped glyph ids are drawn');
  }
  return shapedFontOf(pdf, pdfFont, embedder as SubsetEmbedder, face);
}

function shapedFontOf(pdf: PDFDocument, pdfFont: PDFFont, embedder: SubsetEmbedder, face: Face): ShapedFont {
  const fontKeys = new WeakMap<PDFPage, PDFName>();
  const include = (glyphId: number, clusterText: string): number => {
    const known = embedder.glyphIdMap.get(glyphId);
    if (known !== undefined) return known;
    const plain = embedder.font.getGlyph(glyphId);
    // Glyphs without a character of their own (conjuncts, matra forms) map to their cluster's text.
    const glyph = plain.codePoints.length > 0 ? plain : embedder.font.getGlyph(glyphId, [...clusterText].map(codePointOf));
    const subsetId = embedder.subset.includeGlyph(glyph);
    embedder.glyphs[subsetId - 1] = glyph;
    embedder.glyphIdMap.set(glyphId, subsetId);
    embedder.glyphCache.invalidate();
    return subsetId;
  };
  const scale = (size: number) => size / face.unitsPerEm;
  return {
    widthOf(text, size) {
      return shape(face.shaper, printable(embedder.font, text)).reduce((sum, glyph) => sum + glyph.xAdvance, 0) * scale(size);
    },
    draw(page, text, { x, y, size, color = [0, 0, 0] }) {
      const line = printable(embedder.font, text);
      if (line.trim() === '') return;
      const glyphs = shape(face.shaper, line);
      const clusters = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
      const clusterText = (start: number) => line.slice(start, clusters.find((next) => next > start) ?? line.length);
      let key = fontKeys.get(page);
      if (!key) {
        key = page.node.newFontDictionary(pdfFont.name, pdfFont.ref);
        fontKeys.set(page, key);
      }
      // The line's text for copying and searching, whatever order its glyphs are drawn in.
      const span = pdf.context.obj({ ActualText: PDFHexString.fromText(line) });
      const operators: PDFOperator[] = [
        // pdf-lib's operand type omits dictionaries, which it writes inline all the same.
        PDFOperator.of('BDC' as never, [PDFName.of('Span'), span as unknown as PDFName]),
        beginText(),
        setFontAndSize(key, size),
        setFillingRgbColor(color[0], color[1], color[2]),
      ];
      let penX = x;
      for (const glyph of glyphs) {
        const id = include(glyph.glyphId, clusterText(glyph.cluster));
        operators.push(
          setTextMatrix(1, 0, 0, 1, round(penX + glyph.xOffset * scale(size)), round(y + glyph.yOffset * scale(size))),
          showText(PDFHexString.of(id.toString(16).padStart(4, '0'))),
        );
        penX += glyph.xAdvance * scale(size);
      }
      operators.push(endText(), PDFOperator.of('EMC' as never));
      page.pushOperators(...operators);
    },
  };
}

/**
 * Embeds Noto Sans Devanagari regular and bold into a document, subset to the glyphs drawn, and
 * returns faces that shape each line with HarfBuzz before drawing its glyph ids: pdf-lib's own
 * text drawing lays text out with fontkit, whose Indic shaper fails, and it ignores mark
 * positioning. Each line carries its text as `/ActualText`, so copying gives the text in logical
 * order.
 *
 * @param pdf - the document.
 * @returns the regular and bold faces.
 * @example
 * const { regular } = await embedTypefaces(pdf);
 * regular.draw(page, 'ब्याज दर ₹12,500', { x: 50, y: 700, size: 10 });
 */
export async function embedTypefaces(pdf: PDFDocument): Promise<Typefaces> {
  const { regular, bold } = await loadFaces();
  pdf.registerFontkit(fontkit);
  const [regularFont, boldFont] = await Promise.all([pdf.embedFont(regular.bytes, { subset: true }), pdf.embedFont(bold.bytes, { subset: true })]);
  return { regular: shapedFont(pdf, regularFont, regular), bold: shapedFont(pdf, boldFont, bold) };
}

/**
 * The HarfBuzz face a document's text is shaped with (for tests that check the drawn glyphs).
 *
 * @param weight - regular or bold.
 * @returns the font file's bytes and its HarfBuzz font.
 */
export async function typefaceShaper(weight: keyof typeof FONT_FILES): Promise<{ readonly bytes: Uint8Array; readonly shaper: hb.Font }> {
  return (await loadFaces())[weight];
}
