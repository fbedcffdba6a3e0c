/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF, quotes doubled), with a byte-order mark so
 * Excel reads UTF-8 (Japanese and Thai names). A cell starting with = + - @ (or tab / carriage
 * return) is prefixed with ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
