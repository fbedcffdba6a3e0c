/**
 * A table as a CSV file for spreadsheets, made in the browser (docs/product/dashboards.md#charts):
 * RFC 4180 (comma-separated, CRLF, quotes doubled), with a byte-order mark so that Excel reads it
 * as UTF-8 (Japanese and Thai labels). A text cell starting with = + - @ (or a tab or carriage
 * return) is prefixed with ' so a spreadsheet never runs it as a formula; numbers are written as
 * numbers. The same rules as the server's CSV files (the negotiation list, the glossary).
 */

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text of a header row and its rows, byte-order mark first. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A file name of letters, digits, dots, dashes and underscores only. */
export const csvFileName = (...parts: string[]): string => `${parts.filter(Boolean).join('-').replace(/[^\w.-]+/g, '_')}.csv`;

/** Saves `csv` as a file named `fileName` through the browser's download (no server round trip). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Once the browser has surely taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
