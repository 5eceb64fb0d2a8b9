import type { InquiryType } from '~/modules/contact-messages/inquiry-types';

/** Links that open the phone's dialler, WhatsApp or a map, or the contact form. Safe for the browser. */

/**
 * The contact page's message form with what it is about already chosen (issue 5): every Schedule a
 * Visit asks for `admissions`, a facilities tour for `facilities`.
 */
export function contactFormHref(type: InquiryType): string {
  return `/contact?type=${type}#message`;
}

/** "+91 98765 43210" → "tel:+919876543210"; a local number keeps its leading 0. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function whatsappHref(number: string, message?: string): string {
  const query = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${number.replace(/\D/g, '')}${query}`;
}

export function mapHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
