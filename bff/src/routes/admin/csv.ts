/** Cells a spreadsheet would take for a formula: these get a leading single quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text as is, objects as JSON; formula-safe; quoted when it holds , " or a line break. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a UTF-8 byte-order mark, so spreadsheets read names correctly. */
export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
