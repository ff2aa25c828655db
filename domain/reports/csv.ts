/**
 * CSV as RFC 4180 (comma, CRLF, a field quoted when it holds a comma, quote or line break). Text that a
 * spreadsheet would read as a formula — starting with =, +, -, @, a tab or a carriage return — is prefixed
 * with an apostrophe, so opening an export never runs it (CSV injection). Numbers are our own figures and
 * are written as they are, a negative one included.
 */
export type CsvCell = string | number | null;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * Pence as pounds for a spreadsheet (`123456` → 1234.56): a number, so a negative figure is not taken for a
 * formula; dividing an integer by 100 prints its exact two-decimal value.
 */
export function poundsCell(minor: number): number {
  return minor / 100;
}
