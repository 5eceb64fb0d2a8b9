/**
 * Indian phone numbers as parents and applicants type them: "+91 98765 43210", "098765-43210",
 * "9876543210", "0612 222 3333". Stored as +91 followed by ten digits, so staff can call or WhatsApp
 * any of them with one tap. Safe for the browser.
 */
export function normaliseIndianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^\+/, '');
  if (compact.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  // Ten digits: a mobile (6–9…) or a landline with its STD code (1–5…, e.g. 612 for Patna).
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  return `+91${digits}`;
}

/** A stored number as people read it: "+919876543210" → "+91 98765 43210"; anything else as it is. */
export function formatIndianPhone(stored: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return match ? `+91 ${match[1]} ${match[2]}` : stored;
}
