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

/**
 * An instant as a spreadsheet reads a local time: "2026-04-01 09:30" in `timeZone` (the header
 * names the zone). Each zone's formatter is made once.
 */
export function csvTime(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (iso) => {
    const p = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };
}
