import { redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { FacultyFields } from '~/components/dashboard/faculty/FacultyFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { facultyInputSchema } from '~/modules/faculty/faculty-schema';
import { addFacultyMember } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardFaculty', 'people') };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(facultyInputSchema, submission, { required: false });
    await addFacultyMember(context.database.db, context.files, input, photo?.path);
    return redirect('/dashboard/delfaculty', withFlash(context, staffCatalogue(context).dashboardFaculty.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardFaculty.addTitle);

export default function AddFaculty({ actionData }: Route.ComponentProps) {
  const t = useWords('dashboardFaculty');
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withFile>
        <FacultyFields values={{
          name: values.name ?? '',
          role: values.role ?? '',
          details: values.details ?? '',
          roleHi: values.roleHi ?? '',
          detailsHi: values.detailsHi ?? '',
          qualification: values.qualification ?? '',
          post: values.post ?? '',
          appointment: values.appointment ?? '',
        }} errors={actionData?.error.fields ?? {}} />
      </StaffForm>
    </>
  );
}
