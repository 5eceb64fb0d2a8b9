import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { TestimonialFields } from '~/components/dashboard/testimonials/TestimonialFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { handleStaffForm, photoChangeFrom, validWithPhoto } from '~/web/staff-forms.server';
import { testimonialUpdateSchema } from '~/modules/testimonials/testimonial-schema';
import { editTestimonial, getTestimonial } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = await itemToEdit(context, params.id, (id) => getTestimonial(context.database.db, id));
  return { member, words: staffWords(context, 'dashboardTestimonials') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: 'removable' }, async (submission) => {
    const { input } = validWithPhoto(testimonialUpdateSchema.required(), submission, { required: false });
    const photo = photoChangeFrom(submission);
    return saveEdit(request, context, params.id, '/dashboard/testimonials', (id) =>
      editTestimonial(context.database.db, context.files, id, input, photo),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardTestimonials.editTitle);

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardTestimonials');
  const { member } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={member.name} backTo="/dashboard/testimonials" failure={actionData} withFile>
      <TestimonialFields
        values={{
          name: member.name,
          relation: member.relation,
          details: member.details,
          relationHi: member.relationHi ?? '',
          detailsHi: member.detailsHi ?? '',
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={member.photo ? <CurrentPhoto image={member.photo} alt={member.name} /> : undefined}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
