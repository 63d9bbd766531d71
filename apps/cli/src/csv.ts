/**
 * CSV in and out for `rinn` (RFC 4180): fields separated by commas, a field quoted when it holds a
 * comma, a quote or a line break, quotes doubled inside quotes, lines ended by CRLF. Reading also
 * takes LF line ends and the byte-order mark spreadsheets put at the start of a file.
 */

const LINE_BREAK = '\r\n';

/** One field as CSV: quoted only when it has to be. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + LINE_BREAK).join('');
}

/** A CSV record and the spreadsheet row it starts on (the first line is row 1). */
export interface CsvRecord {
  readonly row: number;
  readonly fields: readonly string[];
}

/** Thrown for text that is not CSV (a quote never closed, text after a closing quote). */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
}

/**
 * Reads CSV text into records. Blank lines are skipped; a quoted field may hold line breaks, so a
 * record's row is where it starts.
 *
 * @throws {@link CsvSyntaxError} for an unclosed quote or text right after a closing quote
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let row = 1;
  let recordRow = 1;
  let index = 0;
  let quotedField = false;

  const endRecord = () => {
    fields.push(field);
    const blank = fields.length === 1 && fields[0] === '' && !quotedField;
    if (!blank) records.push({ row: recordRow, fields });
    fields = [];
    field = '';
    quotedField = false;
  };

  while (index < source.length) {
    const char = source.charAt(index);
    if (char === '"' && field === '' && !quotedField) {
      quotedField = true;
      index += 1;
      for (;;) {
        if (index >= source.length) throw new CsvSyntaxError(`row ${recordRow}: a quoted field is never closed`);
        const inner = source.charAt(index);
        if (inner === '"') {
          if (source[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (inner === '\n') row += 1;
        field += inner;
        index += 1;
      }
      const next = source[index];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(`row ${recordRow}: text after the closing quote of a field`);
      }
      continue;
    }
    if (char === ',') {
      fields.push(field);
      field = '';
      quotedField = false;
      index += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
      row += 1;
      recordRow = row;
    } else {
      field += char;
      index += 1;
    }
  }
  if (field !== '' || fields.length > 0 || quotedField) endRecord();
  return records;
}
