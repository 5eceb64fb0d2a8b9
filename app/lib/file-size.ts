/** "10 MB", "2.5 MB": a byte count as a person reads it (1 MB = 1024 × 1024 bytes, as phones count). */
export function formatMegabytes(bytes: number): string {
  const rounded = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} MB`;
}

/** SPEC.md §9: a resume's size "in MB with two decimals": "0.25 MB". */
export function formatMegabytesTwoDecimals(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/**
 * A file's size for a download link, in the page's language: under 1 MB in whole kilobytes (at
 * least 1), from 1 MB in megabytes with one decimal. `unit` picks the catalogue's words ("{amount} KB").
 */
export function fileSizeParts(bytes: number, locale: string): { unit: 'kilobytes' | 'megabytes'; amount: string } {
  const megabyte = 1024 * 1024;
  if (bytes < megabyte) {
    return { unit: 'kilobytes', amount: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024))) };
  }
  return { unit: 'megabytes', amount: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / megabyte) };
}
