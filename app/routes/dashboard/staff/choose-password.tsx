import { redirect } from 'react-router';
import { ChangePasswordFields } from '~/components/dashboard/staff/PasswordFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { Link } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { formatUploadDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import { log } from '~/lib/log.server';
import { changeOwnPasswordFromForm } from '~/modules/staff/staff.server';
import { readCookie, requireStaff, sessionCookieName } from '~/web/auth.server';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm } from '~/web/staff-forms.server';
import type { Route } from './+types/choose-password';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

/**
 * Choosing one's own password after signing in with a one-time password (decision 0086): the one
 * screen the dashboard's gate opens to such a session. An account whose password is its own already
 * is pointed to the staff screen, where it changes it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  return {
    until: staff.oneTimePasswordUntil === null ? null : formatUploadDate(staff.oneTimePasswordUntil, staffLocale(context)),
    words: staffWords(context, 'dashboardStaff'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = staffCatalogue(context).dashboardStaff.choose;
  return handleStaffForm(request, context, {}, async (submission) => {
    const { staff: me } = await requireStaff(request, context);
    await changeOwnPasswordFromForm(context.database.db, context.sessionSecret, me, submission.fields, readCookie(request, sessionCookieName) ?? '');
    log.info('staff password chosen after a one-time password', { username: me.username });
    return redirect('/dashboard', withFlash(context, t.saved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardStaff.choose.title);

export default function ChoosePassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardStaff');
  const { until } = loaderData;
  if (until === null) {
    return (
      <>
        <StaffPageHeader title={t.choose.title} lead={t.choose.alreadyOwn} />
        <Link to="/dashboard/staff" className="btn btn-primary">
          {t.title}
        </Link>
      </>
    );
  }
  return (
    <>
      <StaffPageHeader title={t.choose.title} lead={`${t.choose.lead} ${fill(t.choose.until, { date: until })}`} />
      <StaffForm failure={actionData} submitLabel={t.choose.save} pendingLabel={t.choose.saving}>
        <ChangePasswordFields currentLabel={t.choose.oneTimePassword} errors={actionData?.error.fields} />
      </StaffForm>
    </>
  );
}
