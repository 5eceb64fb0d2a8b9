import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { TopperFields } from '~/components/dashboard/toppers/TopperFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { handleStaffForm, photoChangeFrom, validWithPhoto } from '~/web/staff-forms.server';
import { topperUpdateSchema } from '~/modules/toppers/topper-schema';
import { editTopper, getTopper } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const topper = await itemToEdit(context, params.id, (id) => getTopper(context.database.db, id));
  return { topper, words: staffWords(context, 'dashboardToppers') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: 'removable' }, async (submission) => {
    const { input } = validWithPhoto(editorSchemaOf(topperUpdateSchema), submission, { required: false });
    const photo = photoChangeFrom(submission);
    return saveEdit(request, context, params.id, '/dashboard/deltopperlist', (id) =>
      editTopper(context.database.db, context.files, id, input, photo),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardToppers.editTitle);

export default function EditTopper({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardToppers');
  const { topper } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={topper.name} backTo="/dashboard/deltopperlist" failure={actionData} withFile>
      <TopperFields
        values={{
          name: topper.name,
          marks: String(topper.marks),
          std: topper.std,
          stdHi: topper.stdHi ?? '',
          examYear: topper.examYear,
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={topper.image ? <CurrentPhoto image={topper.image} alt={topper.name} /> : undefined}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
