import { ColumnHeads } from '~/components/ui/ColumnHeads';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { useIslandWords, useLocale } from '~/i18n/words';
import { localeTags } from '~/i18n/locales';
import { formatNoticeDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import type { Catalogue } from '~/i18n/catalogue';
import type { AdmissionAges } from '~/modules/classes/entry-ages';

/** The table's words: the catalogue's `entryAges`, as the page's words or its island's. */
type EntryAgesLabels = Catalogue['entryAges'];

/** A date that a narrow cell breaks around, never inside ("1 April 2022", not "1 April / 2022"). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The table of ages: a parent finds the child's date of birth and reads the class, without a form or
 * any script. The admissions page and the prospectus show it.
 */
export function EntryAgesTable({ ages, labels, className }: { ages: AdmissionAges; labels: EntryAgesLabels; className?: string }) {
  const locale = useLocale();
  const tag = localeTags[locale];
  const cutoff = formatNoticeDate(ages.cutoff, locale);
  return (
    <div className={className} data-testid="entry-ages">
      <p className="max-w-3xl text-slate-700">{fill(labels.lead, { session: ages.session, cutoff })}</p>
      <div className="mt-4 max-w-3xl overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <ColumnHeads columns={[{ label: labels.classColumn }, { label: labels.bornColumn }, { label: fill(labels.ageColumn, { cutoff }), numeric: true }]} />
          <tbody>
            {ages.rows.map((row) => (
              <tr key={row.schoolClass} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2.5 font-semibold text-slate-900">
                  {labels.classes[row.schoolClass]}
                </th>
                <td className="px-3 py-2.5 text-slate-800">
                  {fill(labels.bornRange, { from: unbroken(formatNoticeDate(row.bornFrom, locale)), until: unbroken(formatNoticeDate(row.bornUntil, locale)) })}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-800 tabular-nums">
                  {fill(labels.years, { age: row.age.toLocaleString(tag) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ages.underWay ? <p className="mt-3 max-w-3xl text-sm text-slate-700">{fill(labels.underWay, { session: ages.underWay })}</p> : null}
      <p className="mt-3 max-w-3xl text-sm text-slate-700">{labels.advice}</p>
    </div>
  );
}

/**
 * The admissions page's part "Which class for your child's age" (`#ages`), inside the page's static
 * island (AdmissionsBody.tsx), so its words and table travel as HTML, not in the page's data and code
 * (decision 0019). `ages` is undefined only in the browser, where the island keeps the server's HTML
 * and never draws.
 */
export function EntryAgesSection({ ages }: { ages: AdmissionAges | undefined }) {
  const words = useIslandWords('entryAges');
  if (!ages) return null;
  return (
    <section id="ages" aria-labelledby="ages-title" className="mt-14">
      <SectionTitle id="ages-title">{words.title}</SectionTitle>
      <EntryAgesTable ages={ages} labels={words} className="mt-4" />
    </section>
  );
}
