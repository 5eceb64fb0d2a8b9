import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import { demoAlbums, demoEvents, demoJobs } from '~/db/seed/demo-content';
import { demoNotices } from '~/db/seed/demo-notices';
import { demoFaculty, demoTestimonials, demoToppers } from '~/db/seed/demo-people';
import { demoCertificates, demoDisclosure, demoFeeSessions } from '~/db/seed/demo-records';
import { demoCalendarEntries } from '~/db/seed/demo-calendar';
import type { Locale } from '~/i18n/locales';
import { WordsProvider } from '~/i18n/words';
import { catalogueFor } from '~/i18n/words.server';
import { schoolClasses } from './school-classes';

/**
 * Decision 0066: one naming of the classes. In English, Reception (K.G.) and Year 1 to Year 8, with
 * the Indian "Class N" only beside its Year ("Year 6 (Class 6)", "Year 6 to Year 8 (Classes 6 to 8)");
 * in Hindi, रिसेप्शन (के.जी.) and कक्षा 1 to कक्षा 8. Nothing beyond Year 8: the school ends there.
 */
const named: Record<Locale, { allowed: RegExp[]; forbidden: RegExp }> = {
  en: {
    allowed: [
      /Year ([1-8]) to Year ([1-8]) \(Classes \1 to \2\)/g,
      /Year ([1-8]) \(Class \1\)/g,
      /Reception \(K\.G\.\)/g,
      /\bYear [1-8]\b/g,
      // The classes after ours, as the next school names them.
      /\bClass(?:es)? 9(?: (?:and|or) 10)?\b/g,
    ],
    forbidden: /\bclass(es)? *\d|\bK\.? ?G\b|nursery|\b[LU]\.?K\.?G\b|\bstd\b\.? *\d|\bstandard *\d|\bgrade *\d|\byear *(0|9|1\d)\b/i,
  },
  hi: {
    allowed: [/रिसेप्शन \(के\.जी\.\)/g, /कक्षा [1-8](?![0-9])(?:(?:–| से | और | व )[1-8](?![0-9]))?/g, /कक्षा 9(?: और 10)?(?![0-9])/g],
    forbidden: /के\.जी|केजी|नर्सरी|एल\.?के\.?जी|यू\.?के\.?जी|कक्षा *(0|9|1\d)|\bclass(es)? *\d|\byear *\d/i,
  },
};

/** What is left of a text once every allowed way of naming a class is taken out. */
function leftover(text: string, locale: Locale): string {
  return named[locale].allowed.reduce((rest, pattern) => rest.replace(pattern, '·'), text);
}

/** Every string inside a value, with where it is. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

/** The words about the board's disclosure name the board's own examinations (Class 10, Class 12) for schools that have them. */
const aboutBoardExaminations = /^(en|hi)\.(disclosure|dashboardDisclosure|rules\.disclosure)\./;

function misnamed(texts: [string, string][], locale: Locale): string[] {
  return texts
    .filter(([at, text]) => !aboutBoardExaminations.test(at) && named[locale].forbidden.test(leftover(text, locale)))
    .map(([at, text]) => `${at}: ${text}`);
}

function enquiryFormOptions(locale: Locale): string[] {
  const Stub = createRoutesStub([{ path: '/', Component: () => <EnquiryForm submissionKey="k" /> }]);
  const html = renderToStaticMarkup(
    <WordsProvider locale={locale} words={{ forms: catalogueFor(locale).forms, frame: catalogueFor(locale).frame }}>
      <Stub initialEntries={['/']} />
    </WordsProvider>,
  );
  const select = /<select[^>]*name="classSought"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map((option) => option[2]!);
}

describe('one naming of the classes (decision 0066)', () => {
  for (const locale of ['en', 'hi'] as const) {
    const words = catalogueFor(locale);
    const names = schoolClasses.map((value) => words.forms.enquiry.classes[value]);

    it(`${locale}: names the classes Reception to Year 8 in order, the same in the enquiry form, the fee table and the academic pages`, () => {
      const expected =
        locale === 'en'
          ? ['Reception (K.G.)', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Year ${n} (Class ${n})`)]
          : ['रिसेप्शन (के.जी.)', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `कक्षा ${n}`)];
      expect(names).toEqual(expected);
      expect(enquiryFormOptions(locale)).toEqual(names);
      expect(schoolClasses.map((value) => words.feeStructure.classes[value])).toEqual(names);
      expect([...words.primaryEducation.yearGroups, ...words.secondaryEducation.years].map((year) => year.name)).toEqual(names);
    });

    it(`${locale}: every page, form and message names a class only that way`, () => {
      expect(misnamed(strings(words, locale), locale)).toEqual([]);
    });
  }

  it('the demo content names classes the same way, and its fee tables use the one list', () => {
    const demo = {
      demoNotices,
      demoJobs,
      demoFaculty,
      demoToppers,
      demoTestimonials,
      demoEvents,
      demoAlbums,
      demoCertificates,
      demoDisclosure,
      calendar: demoCalendarEntries('2026-11-25'),
    };
    const texts = strings(demo, 'demo');
    // Each text is either English or Hindi; the Hindi twins are the fields ending in "Hi".
    const hindi = texts.filter(([at]) => /Hi(\[\d+\])?$/.test(at));
    const english = texts.filter(([at]) => !/Hi(\[\d+\])?$/.test(at));
    expect([...misnamed(english, 'en'), ...misnamed(hindi, 'hi')]).toEqual([]);
    for (const table of [demoFeeSessions.previous, demoFeeSessions.current]) {
      for (const row of Object.keys(table)) expect(schoolClasses as readonly string[]).toContain(row);
    }
  });
});
