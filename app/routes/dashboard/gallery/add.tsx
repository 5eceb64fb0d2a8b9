import { redirect } from 'react-router';
import { GalleryPhotoFields } from '~/components/dashboard/gallery/GalleryPhotoFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardGalleryText as t } from '~/i18n/en/dashboard-gallery';
import { staffText } from '~/i18n/en/staff';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { addGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/add';

/** SPEC.md §4: the photo form goes to the dashboard and clears after a success. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(galleryPhotoInputSchema, submission, { required: true });
    await addGalleryPhoto(context.database.db, context.config.uploadsDir, input, photo!.path);
    return redirect('/dashboard', withFlash(context, t.created));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.addTitle} | ${staffText.dashboard.title}` }];

export default function UploadImage({ actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withPhoto>
        <GalleryPhotoFields
          values={{ title: values.title ?? '', description: values.description ?? '' }}
          errors={actionData?.error.fields ?? {}}
        />
      </StaffForm>
    </>
  );
}
