import { data, redirect } from 'react-router';
import { FeeTableEditor } from '~/components/dashboard/fees/FeeTableEditor';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { Form, Link } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { parseOrThrow } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, typedValues } from '~/web/staff-forms.server';
import { allowedYearlyRisePercent, FeeRisesRefusal } from '~/modules/fees/fee-rises';
import { feeSessionChangeSchema, feeSessionFromForm, feeSessionLabel } from '~/modules/fees/fee-schema';
import { changeFeeSession, deleteFeeSession, getFeeSession } from '~/modules/fees/fees.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

/** The session the address names, or the dashboard's 404 (`/dashboard/fees/2026` names none). */
async function sessionToEdit(context: Route.LoaderArgs['context'], param: string | undefined) {
  const label = feeSessionLabel.safeParse(param).data;
  const session = label === undefined ? undefined : await getFeeSession(context.database.db, label);
  if (!session) throw data(staffCatalogue(context).staff.forms.notFound, { status: 404 });
  return session;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { session: await sessionToEdit(context, params.session), words: staffWords(context, 'dashboardFees', 'feeStructure') };
}

/**
 * Save (`intent=save`: a draft stays a draft, a published session is corrected), publish
 * (`intent=publish`), or either past the rises' warning (`intent=confirm`). A change with fees more
 * than 7 % above the previous session's comes back (409) with each such cell and what was typed,
 * and nothing is saved until it is confirmed. A draft can be deleted (`intent=delete`).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, {}, async (submission) => {
    const { intent, ...fields } = submission.fields;
    const session = await sessionToEdit(context, params.session);
    const words = staffCatalogue(context).dashboardFees;
    if (intent === 'delete') {
      // A published session is refused (409) by the module: it stays as the record of its year.
      await deleteFeeSession(context.database.db, session.session);
      return redirect('/dashboard/fees', withFlash(context, fill(words.deleted, { session: session.session })));
    }
    const change = parseOrThrow(feeSessionChangeSchema, feeSessionFromForm(fields));
    if (intent === 'publish' || intent === 'confirm') change.status = 'published';
    if (intent === 'confirm') change.confirmRises = true;
    try {
      await changeFeeSession(context.database.db, session.session, change);
    } catch (error) {
      if (!(error instanceof FeeRisesRefusal)) throw error;
      const warning = { previousSession: error.previousSession, rises: error.rises, percent: allowedYearlyRisePercent };
      return data({ warning, values: typedValues(fields) }, { status: 409 });
    }
    const published = change.status === 'published' && session.status === 'draft';
    return redirect(`/dashboard/fees/${session.session}`, withFlash(context, published ? words.published : words.saved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  screenMeta(matches, loaderData ? fill(loaderData.words.dashboardFees.editTitle, { session: loaderData.session.session }) : undefined);

export default function EditFeeSession({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardFees');
  const { session } = loaderData;
  const failure = actionData && 'error' in actionData ? actionData : undefined;
  const warning = actionData && 'warning' in actionData ? actionData.warning : undefined;
  return (
    <>
      <StaffPageHeader title={fill(t.editTitle, { session: session.session })} lead={session.status === 'published' ? t.publishedLead : t.draftLead}>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/fees" className="rounded-full px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
            {t.back}
          </Link>
          {session.status === 'published' ? (
            <Link to={`/fees?session=${session.session}`} className="rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50">
              {t.seeOnSite}
            </Link>
          ) : null}
        </div>
      </StaffPageHeader>
      <FeeTableEditor
        session={session}
        values={actionData?.values ?? {}}
        errors={failure?.error.fields ?? {}}
        message={failure?.error.message}
        warning={warning}
      />
      {/* At the end, away from Save and Publish. */}
      {session.status === 'draft' ? <DeleteDraft session={session.session} /> : null}
    </>
  );
}

/** A draft's delete, asked twice: the first press opens the question (no script needed), the second deletes. */
function DeleteDraft({ session }: { session: string }) {
  const t = useWords('dashboardFees');
  return (
    <details className="group mt-10 max-w-2xl" data-testid="delete-draft">
      <summary className="inline-flex cursor-pointer list-none rounded-full px-4 py-2 font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-50 [&::-webkit-details-marker]:hidden">
        {t.deleteDraft}
      </summary>
      <Form method="post" className="mt-2 max-w-sm rounded-xl bg-rose-50 p-4 text-rose-950 ring-1 ring-rose-200">
        <p>{fill(t.deleteQuestion, { session })}</p>
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="mt-3 min-h-11 rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800">
          {fill(t.deleteConfirm, { session })}
        </button>
      </Form>
    </details>
  );
}

/** A session that is not there (a stale link): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
