import { redirect } from 'react-router';
import { FacultyFields } from '~/components/dashboard/faculty/FacultyFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardFacultyText as t } from '~/i18n/en/dashboard-faculty';
import { staffText } from '~/i18n/en/staff';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { facultyInputSchema } from '~/modules/faculty/faculty-schema';
import { addFacultyMember } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/add';

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(facultyInputSchema, submission, { required: false });
    await addFacultyMember(context.database.db, context.config.uploadsDir, input, photo?.path);
    return redirect('/dashboard', withFlash(context, t.created));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.addTitle} | ${staffText.dashboard.title}` }];

export default function AddFaculty({ actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withPhoto>
        <FacultyFields values={{ name: values.name ?? '', role: values.role ?? '', details: values.details ?? '' }} errors={actionData?.error.fields ?? {}} />
      </StaffForm>
    </>
  );
}
