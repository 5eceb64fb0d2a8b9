/** Whole rupees as the page's language writes them: "₹1,200" (en-IN), "₹1,200" in hi-IN's digits and grouping (lakhs). */
const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** `tag` is a BCP 47 language tag ("en-IN", "hi-IN"). */
export function formatRupees(amount: number, tag: string): string {
  let format = rupeeFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    rupeeFormats.set(tag, format);
  }
  return format.format(amount);
}
