// Browser-safe (no zod): the home page's job panel imports it.

/** The job panel on the home page shows this many characters of the details (SPEC.md §4). */
export const jobPreviewLength = 100;

/** The details cut to the preview length, with an ellipsis when something was cut. */
export function jobPreview(details: string, length = jobPreviewLength): string {
  const chars = Array.from(details.trim());
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}
