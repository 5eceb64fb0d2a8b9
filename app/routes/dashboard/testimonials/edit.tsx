import { data, redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { TestimonialFields } from '~/components/dashboard/testimonials/TestimonialFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, photoChangeFrom, validWithPhoto } from '~/web/staff-forms.server';
import { testimonialUpdateSchema } from '~/modules/testimonials/testimonial-schema';
import { editTestimonial, getTestimonial } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const member = id === undefined ? undefined : await getTestimonial(context.database.db, id);
  if (!member) throw data(staffCatalogue(request).staff.forms.notFound, { status: 404 });
  return { member, words: staffWords(request, 'dashboardTestimonials') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: 'removable' }, async (submission) => {
    const { forms } = staffCatalogue(request).staff;
    const id = parseId(params.id);
    const { input } = validWithPhoto(testimonialUpdateSchema.required(), submission, { required: false });
    const photo = photoChangeFrom(submission);
    const changed = id === undefined ? undefined : await editTestimonial(context.database.db, context.config.uploadsDir, id, input, photo);
    if (!changed) throw new ApiError(404, forms.notFound);
    return redirect('/dashboard/testimonials', withFlash(context, forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardTestimonials.editTitle);

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardTestimonials');
  const { member } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <StaffEditScreen title={t.editTitle} lead={member.name} backTo="/dashboard/testimonials" failure={actionData} withPhoto>
      <TestimonialFields
        values={{
          name: values.name ?? member.name,
          relation: values.relation ?? member.relation,
          details: values.details ?? member.details,
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={member.photo ? <CurrentPhoto image={member.photo} alt={member.name} /> : undefined}
      />
    </StaffEditScreen>
  );
}
