/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, CRLF line ends, a byte-order mark so Excel
 * reads Hindi names as UTF-8. A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe: a visitor's message must never become a formula on staff's computer.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
