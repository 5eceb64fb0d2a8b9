import { data } from 'react-router';
import { ManageScreen } from '~/components/dashboard/ManageList';
import { StaffForm, StaffSection } from '~/components/dashboard/StaffForm';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { TextField } from '~/components/dashboard/fields';
import { sayRule } from '~/i18n/rules.server';
import { localeTags } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { fill, plural } from '~/lib/fill';
import { formatCalendarDay, todayInSchool } from '~/lib/dates';
import { maxImportBytes, importCalendarFile } from '~/modules/calendar/calendar-import.server';
import { deleteCalendarEntry, listCalendarEntries } from '~/modules/calendar/calendar.server';
import { handleStaffForm, type StaffFormFailure } from '~/web/staff-forms.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const listPath = '/dashboard/calendar';

/** Every entry from the first day of this month on, earliest first, and the import form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(context);
  const words = staffCatalogue(context);
  const entries = await listCalendarEntries(context.database.db, { from: `${todayInSchool().slice(0, 7)}-01` });
  const list = manageListData(request, context, 'dashboardCalendar', entries, {
    editPath: '/dashboard/calendar',
    translated: ['title', 'details'],
    lineOf: (entry) => ({
      title: entry.title,
      titleHi: entry.titleHi,
      detail: `${words.calendar.kinds[entry.kind]} · ${
        entry.endsOn === entry.startsOn
          ? formatCalendarDay(entry.startsOn, locale)
          : fill(words.calendar.span, { first: formatCalendarDay(entry.startsOn, locale), last: formatCalendarDay(entry.endsOn, locale) })
      }${entry.startsAt ? ` · ${entry.startsAt}${entry.endsAt ? `–${entry.endsAt}` : ''}` : ''}`,
    }),
  });
  return { ...list, words: staffWords(context, 'dashboardCalendar', 'calendar') };
}

/** The import (a multipart form with the CSV), or the list's delete step. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return deleteFromList(request, context, { listPath, section: 'dashboardCalendar', remove: (id) => deleteCalendarEntry(context.database.db, id) });
  }
  return handleStaffForm(request, context, { csv: { field: 'file', maxBytes: maxImportBytes } }, async (submission) => {
    const result = await importCalendarFile(context.database.db, submission.csv);
    const locale = staffLocale(context);
    const t = staffCatalogue(context).dashboardCalendar;
    const count = (forms: typeof t.imported, value: number) => fill(plural(forms, value, localeTags[locale]), { count: value });
    return data({
      imported: {
        added: count(t.imported, result.added),
        alreadyThere: result.alreadyThere > 0 ? count(t.importSkipped, result.alreadyThere) : null,
        problems: result.problems.map(({ line, message }) => fill(t.importLine, { line, problem: sayRule(message, locale) })),
      },
    });
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardCalendar.listTitle);

type ImportAnswer = { imported: { added: string; alreadyThere: string | null; problems: string[] } };

export default function ManageCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardCalendar');
  const answer = actionData as ImportAnswer | StaffFormFailure | undefined;
  const imported = answer && 'imported' in answer ? answer.imported : undefined;
  const failure = answer && 'error' in answer ? answer : undefined;
  return (
    <>
      <ManageScreen section="dashboardCalendar" addTo="/dashboard/calendar/new" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />
      <StaffSection id="calendar-import" title={t.importTitle} className="mt-10">
        <p className="mt-1 max-w-2xl text-slate-700">{t.importLead}</p>
        {imported ? (
          <div className="mt-4 max-w-2xl space-y-2" data-testid="calendar-import-result">
            <StatusMessage kind="success" message={imported.alreadyThere ? `${imported.added} ${imported.alreadyThere}` : imported.added} />
            {imported.problems.length > 0 ? (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
                <p className="font-semibold">{t.importProblemsTitle}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {imported.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <StaffForm failure={failure} submitLabel={t.importSubmit} pendingLabel={t.importSubmitting} withFile>
          <TextField name="file" type="file" accept=".csv,text/csv" required label={t.importFile} error={failure?.error.fields.file} />
        </StaffForm>
      </StaffSection>
    </>
  );
}
