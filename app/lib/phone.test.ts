import { describe, expect, it } from 'vitest';
import { formatIndianPhone, normaliseIndianPhone } from './phone';

describe('Indian phone numbers', () => {
  it('accept the usual ways of writing one and store +91 and ten digits', () => {
    for (const typed of ['+91 98765 43210', '+919876543210', '98765 43210', '098765-43210', '9876543210', '91 98765 43210', '(+91) 98765-43210']) {
      expect(normaliseIndianPhone(typed), typed).toBe('+919876543210');
    }
    expect(normaliseIndianPhone('0612 222 3333')).toBe('+916122223333');
  });

  it('refuse what cannot be dialled', () => {
    for (const typed of ['', '12345', '98765 4321', '+1 415 555 0100', '98765abcde', '0000000000', '+91 98765 432100']) {
      expect(normaliseIndianPhone(typed), typed).toBeNull();
    }
  });

  it('shows a stored number as people read it', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('')).toBe('');
  });
});
