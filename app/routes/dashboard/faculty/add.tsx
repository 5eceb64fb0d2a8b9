import { redirect } from 'react-router';
import { blankFacultyForm, FacultyFields } from '~/components/dashboard/faculty/FacultyFields';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
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
  return (
    <StaffAddScreen section="dashboardFaculty" failure={actionData} withFile>
      <FacultyFields values={{ ...blankFacultyForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
