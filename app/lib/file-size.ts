/** "10 MB", "2.5 MB": a byte count as a person reads it (1 MB = 1024 × 1024 bytes, as phones count). */
export function formatMegabytes(bytes: number): string {
  const rounded = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} MB`;
}

/** SPEC.md §9: a resume's size "in MB with two decimals": "0.25 MB". */
export function formatMegabytesTwoDecimals(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
