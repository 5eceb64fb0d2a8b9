import { redirect } from 'react-router';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { blankNoticeForm, NoticeFields } from '~/components/dashboard/notices/NoticeFields';
import { todayInSchool } from '~/lib/dates';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validFields } from '~/web/staff-forms.server';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { createNotice } from '~/modules/notices/notices.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { today: todayInSchool(), words: staffWords(context, 'dashboardNotices') };
}

/** After a success, the list of notices with the message (decision 0067; SPEC.md §4 stayed on the form). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { pdf: { field: 'circular' } }, async (submission) => {
    const input = validFields(noticeInputSchema, submission);
    await createNotice(context.database.db, context.files, input, { circular: submission.pdf ?? null });
    return redirect('/dashboard/delnotice', withFlash(context, staffCatalogue(context).dashboardNotices.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardNotices.addTitle);

export default function AddNotice({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffAddScreen section="dashboardNotices" failure={actionData} withFile>
      <NoticeFields values={{ ...blankNoticeForm, date: loaderData.today, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
