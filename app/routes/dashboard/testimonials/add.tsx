import { redirect } from 'react-router';
import { blankTestimonialForm, TestimonialFields } from '~/components/dashboard/testimonials/TestimonialFields';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { testimonialInputSchema } from '~/modules/testimonials/testimonial-schema';
import { addTestimonial } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardTestimonials') };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(testimonialInputSchema, submission, { required: false });
    await addTestimonial(context.database.db, context.files, input, photo?.path);
    return redirect('/dashboard/testimonials', withFlash(context, staffCatalogue(context).dashboardTestimonials.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardTestimonials.addTitle);

export default function AddTestimonial({ actionData }: Route.ComponentProps) {
  return (
    <StaffAddScreen section="dashboardTestimonials" failure={actionData} withFile>
      <TestimonialFields values={{ ...blankTestimonialForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
