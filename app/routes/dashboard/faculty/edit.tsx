import { data, redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { FacultyFields } from '~/components/dashboard/faculty/FacultyFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, photoChangeFrom, validWithPhoto } from '~/web/staff-forms.server';
import { facultyUpdateSchema } from '~/modules/faculty/faculty-schema';
import { editFacultyMember, getFacultyMember } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const member = id === undefined ? undefined : await getFacultyMember(context.database.db, id);
  if (!member) throw data(staffCatalogue(request).staff.forms.notFound, { status: 404 });
  return { member, words: staffWords(request, 'dashboardFaculty') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: 'removable' }, async (submission) => {
    const { forms } = staffCatalogue(request).staff;
    const id = parseId(params.id);
    const { input } = validWithPhoto(facultyUpdateSchema.required(), submission, { required: false });
    const photo = photoChangeFrom(submission);
    const changed =
      id === undefined ? undefined : await editFacultyMember(context.database.db, context.config.uploadsDir, id, input, photo);
    if (!changed) throw new ApiError(404, forms.notFound);
    return redirect('/dashboard/delfaculty', withFlash(context, forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardFaculty.editTitle);

export default function EditFaculty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardFaculty');
  const { member } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <StaffEditScreen title={t.editTitle} lead={member.name} backTo="/dashboard/delfaculty" failure={actionData} withPhoto>
      <FacultyFields
        values={{ name: values.name ?? member.name, role: values.role ?? member.role, details: values.details ?? member.details }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={member.image ? <CurrentPhoto image={member.image} alt={member.name} /> : undefined}
      />
    </StaffEditScreen>
  );
}
