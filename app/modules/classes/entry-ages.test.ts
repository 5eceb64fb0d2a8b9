import { describe, expect, it } from 'vitest';
import { catalogueFor } from '~/i18n/words.server';
import { locales } from '~/i18n/locales';
import { shiftDay } from '~/lib/dates';
import { admissionAgesOn, admissionSessionOn, ageCutoffOf, entryAgeRows, entryAges } from './entry-ages';
import { schoolClasses } from './school-classes';

/** The row of the table a parent would read for a child born on `birthDay`. */
const classForBirthDay = (session: string, birthDay: string) =>
  entryAgeRows(session).find((row) => row.bornFrom <= birthDay && birthDay <= row.bornUntil)?.schoolClass;

describe('which class a child’s age takes them to (decision 0089)', () => {
  it('counts ages on 31 March before the session begins', () => {
    expect(ageCutoffOf('2027-28')).toBe('2027-03-31');
    expect(ageCutoffOf('2026-27')).toBe('2026-03-31');
  });

  it('gives each class one year of births, April to March, one class after another with no gap', () => {
    const rows = entryAgeRows('2027-28');
    expect(rows.map((row) => row.schoolClass)).toEqual([...schoolClasses]);
    expect(rows[0]).toEqual({ schoolClass: 'Reception (K.G.)', age: 4, bornFrom: '2022-04-01', bornUntil: '2023-03-31' });
    expect(rows.at(-1)).toEqual({ schoolClass: 'Class 8', age: 12, bornFrom: '2014-04-01', bornUntil: '2015-03-31' });
    rows.slice(1).forEach((older, i) => {
      // Each older class ends on 31 March, the day before the younger class's first birthday.
      const younger = rows[i]!;
      expect(older.bornUntil, older.schoolClass).toBe(`${younger.bornFrom.slice(0, 4)}-03-31`);
      expect(younger.bornFrom.slice(5)).toBe('04-01');
    });
  });

  it('gives a child born on any day exactly one row, the cut-off days on either side included', () => {
    expect(classForBirthDay('2027-28', '2023-03-31')).toBe('Reception (K.G.)');
    expect(classForBirthDay('2027-28', '2022-04-01')).toBe('Reception (K.G.)');
    expect(classForBirthDay('2027-28', '2022-03-31')).toBe('Year 1');
    expect(classForBirthDay('2027-28', '2020-02-29')).toBe('Year 3');
    // Too young for Reception, or past Year 8: the school has no class for them.
    expect(classForBirthDay('2027-28', '2023-04-01')).toBeUndefined();
    expect(classForBirthDay('2027-28', '2014-03-31')).toBeUndefined();
    // Every day from the oldest class's first birthday to the youngest's last falls in one row, and only one.
    const rows = entryAgeRows('2027-28');
    for (let day = '2014-04-01'; day <= '2023-03-31'; day = shiftDay(day, 1)) {
      expect(rows.filter((row) => row.bornFrom <= day && day <= row.bornUntil), day).toHaveLength(1);
    }
    // A year later, the same child is a class further on.
    expect(classForBirthDay('2028-29', '2022-04-01')).toBe('Year 1');
  });

  it('shows the session under way until September, and the next one from October to March', () => {
    expect(admissionSessionOn('2026-04-01')).toBe('2026-27');
    expect(admissionSessionOn('2026-09-30')).toBe('2026-27');
    expect(admissionSessionOn('2026-10-01')).toBe('2027-28');
    expect(admissionSessionOn('2026-12-02')).toBe('2027-28');
    expect(admissionSessionOn('2027-03-31')).toBe('2027-28');
    expect(admissionSessionOn('2027-04-01')).toBe('2027-28');
  });

  it('names the session under way beside the table only when the table is for the next one', () => {
    const december = admissionAgesOn('2026-12-02');
    expect(december).toMatchObject({ session: '2027-28', underWay: '2026-27', cutoff: '2027-03-31' });
    expect(december.rows).toEqual(entryAgeRows('2027-28'));
    const june = admissionAgesOn('2027-06-15');
    expect(june).toMatchObject({ session: '2027-28', cutoff: '2027-03-31' });
    expect(june).not.toHaveProperty('underWay');
  });

  it('agrees with the ages the academic pages give each year group, in both languages', () => {
    for (const locale of locales) {
      const words = catalogueFor(locale);
      const groups = [...words.primaryEducation.yearGroups, ...words.secondaryEducation.years];
      expect(groups.map((group) => Number(/\d+/.exec(group.ages)?.[0])), locale).toEqual(schoolClasses.map((schoolClass) => entryAges[schoolClass]));
    }
  });
});
