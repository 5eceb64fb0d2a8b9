import { redirect } from 'react-router';
import { TopperFields } from '~/components/dashboard/toppers/TopperFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardToppersText as t } from '~/i18n/en/dashboard-toppers';
import { staffText } from '~/i18n/en/staff';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { topperInputSchema } from '~/modules/toppers/topper-schema';
import { addTopper } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/add';

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(topperInputSchema, submission, { required: false });
    await addTopper(context.database.db, context.config.uploadsDir, input, photo?.path);
    return redirect('/dashboard', withFlash(context, t.created));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.addTitle} | ${staffText.dashboard.title}` }];

export default function AddTopper({ actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withPhoto>
        <TopperFields values={{ name: values.name ?? '', marks: values.marks ?? '', std: values.std ?? '', examYear: values.examYear ?? '' }} errors={actionData?.error.fields ?? {}} />
      </StaffForm>
    </>
  );
}
