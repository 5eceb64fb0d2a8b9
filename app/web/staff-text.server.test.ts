import { describe, expect, it } from 'vitest';
import { staffTextFor } from './staff-text.server';

describe('staffTextFor', () => {
  const notices = [{ id: 1, title: 'Holiday', titleHi: 'अवकाश', details: 'Closed', detailsHi: null, photo: { src: '/a.webp' } }];
  const settings = { schoolName: 'Sunrise', schoolNameHi: 'सनराइज़', hours: [{ days: 'Mon–Fri', daysHi: 'सोम–शुक्र', time: '8–2', timeHi: null }] };

  it('sends an English page no Hindi twin, however deep', () => {
    expect(staffTextFor('en', notices)).toEqual([{ id: 1, title: 'Holiday', details: 'Closed', photo: { src: '/a.webp' } }]);
    expect(staffTextFor('en', settings)).toEqual({ schoolName: 'Sunrise', hours: [{ days: 'Mon–Fri', time: '8–2' }] });
    expect(JSON.stringify(staffTextFor('en', { notices, settings }))).not.toMatch(/[\u0900-\u097F]/);
  });

  it('sends a Hindi page both languages, as they are', () => {
    expect(staffTextFor('hi', notices)).toBe(notices);
  });

  it('leaves alone what is not plain data, and names that only end in "Hi"', () => {
    const when = new Date(0);
    expect(staffTextFor('en', { when, chi: 'x', Hi: 'y' })).toEqual({ when, chi: 'x', Hi: 'y' });
  });
});
