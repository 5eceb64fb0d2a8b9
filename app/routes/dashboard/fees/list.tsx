import { redirect } from 'react-router';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { SelectField, TextField } from '~/components/dashboard/fields';
import { HindiBadge } from '~/components/dashboard/ManageList';
import { feeSessionConstraints as c } from '~/components/forms/constraints/feeSession.generated';
import { Link } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { todayInSchool } from '~/lib/dates';
import { fill } from '~/lib/fill';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { academicSessionOf, nextSessionLabel } from '~/modules/fees/fee-heads';
import { feeSessionInputSchema } from '~/modules/fees/fee-schema';
import { createFeeSession, getFeeSession, listFeeSessions } from '~/modules/fees/fees.server';
import type { Route } from './+types/list';
import { hindiStateOf } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

/** The session a new one most likely is: the one after the latest, or else today's. */
function suggestedSession(latest: string | undefined, today: string): string {
  return latest ? nextSessionLabel(latest) : academicSessionOf(today);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.database;
  const summaries = await listFeeSessions(db);
  const current = summaries.find((session) => session.status === 'published')?.session ?? null;
  // Which sessions' notes and named heads lack their Hindi (decision 0052).
  const sessions = await Promise.all(
    summaries.map(async (summary) => {
      const session = await getFeeSession(db, summary.session);
      const translations = session ? [[session.notes, session.notesHi] as const, ...session.otherHeads.map((head) => [head.name, head.nameHi] as const)] : [];
      return { ...summary, hindi: hindiStateOf(translations) };
    }),
  );
  return {
    sessions,
    current,
    suggested: suggestedSession(sessions[0]?.session, todayInSchool()),
    words: staffWords(context, 'dashboardFees'),
  };
}

/** Creates a draft (from another session's amounts when chosen) and opens it in the editor. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const { copyFrom, ...fields } = submission.fields;
    const input = validFields(feeSessionInputSchema, { fields: copyFrom ? { ...fields, copyFrom } : fields });
    await createFeeSession(context.database.db, input);
    return redirect(`/dashboard/fees/${input.session}`, withFlash(context, staffCatalogue(context).dashboardFees.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardFees.listTitle);

export default function FeeSessions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardFees');
  const { sessions, current, suggested } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.error.fields ?? {};
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead} />
      {sessions.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">{t.empty}</p>
      ) : (
        <ul className="mt-6 max-w-2xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="fee-sessions">
          {sessions.map((session) => (
            <li key={session.session} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{session.session}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${session.status === 'published' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
                >
                  {t.statuses[session.status]}
                </span>
                {session.session === current ? <span className="text-sm text-slate-600">{t.current}</span> : null}
                <HindiBadge state={session.hindi} />
              </div>
              <Link
                to={`/dashboard/fees/${session.session}`}
                className="rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
                aria-label={`${t.edit} ${session.session}`}
              >
                {t.edit}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 font-serif text-xl font-bold text-brand-900">{t.newTitle}</h2>
      <StaffForm failure={actionData} submitLabel={t.create} pendingLabel={t.creating}>
        <TextField
          name="session"
          label={t.session}
          hint={t.sessionHint}
          defaultValue={values.session ?? suggested}
          error={errors.session}
          autoComplete="off"
          {...c.session}
        />
        <SelectField
          name="copyFrom"
          label={t.copyFrom}
          defaultValue={values.copyFrom ?? sessions[0]?.session ?? ''}
          error={errors.copyFrom}
          options={[
            ...sessions.map((session) => ({ value: session.session, label: fill(t.copyFromSession, { session: session.session }) })),
            { value: '', label: t.startEmpty },
          ]}
          required
        />
      </StaffForm>
    </>
  );
}
