import { redirect } from 'react-router';
import { TestimonialFields } from '~/components/dashboard/testimonials/TestimonialFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardTestimonialsText as t } from '~/i18n/en/dashboard-testimonials';
import { staffText } from '~/i18n/en/staff';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { testimonialInputSchema } from '~/modules/testimonials/testimonial-schema';
import { addTestimonial } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/add';

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(testimonialInputSchema, submission, { required: false });
    await addTestimonial(context.database.db, context.config.uploadsDir, input, photo?.path);
    return redirect('/dashboard', withFlash(context, t.created));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.addTitle} | ${staffText.dashboard.title}` }];

export default function AddTestimonial({ actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withPhoto>
        <TestimonialFields values={{ name: values.name ?? '', relation: values.relation ?? '', details: values.details ?? '' }} errors={actionData?.error.fields ?? {}} />
      </StaffForm>
    </>
  );
}
