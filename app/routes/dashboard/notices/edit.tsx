import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { NoticeFields } from '~/components/dashboard/notices/NoticeFields';
import { handleStaffForm, pdfChangeFrom, validFields } from '~/web/staff-forms.server';
import { noticeUpdateSchema } from '~/modules/notices/notice-schema';
import { getNotice, updateNotice } from '~/modules/notices/notices.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const notice = await itemToEdit(context, params.id, (id) => getNotice(context.database.db, id));
  return { notice, words: staffWords(context, 'dashboardNotices') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { pdf: { field: 'circular', removeField: 'removeCircular' } }, async (submission) => {
    const input = validFields(editorSchemaOf(noticeUpdateSchema), submission);
    return saveEdit(request, context, params.id, '/dashboard/delnotice', (id) =>
      updateNotice(context.database.db, context.files, id, input, { circular: pdfChangeFrom(submission) }),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardNotices.editTitle);

export default function EditNotice({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardNotices');
  const { notice } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={notice.title} backTo="/dashboard/delnotice" failure={actionData} withFile>
      <NoticeFields
        values={{
          title: notice.title,
          details: notice.details,
          titleHi: notice.titleHi ?? '',
          detailsHi: notice.detailsHi ?? '',
          date: notice.date,
          category: notice.category,
          priority: notice.priority,
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
        circular={notice.circular}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
