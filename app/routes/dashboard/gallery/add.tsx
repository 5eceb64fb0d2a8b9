import { redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { GalleryPhotoFields } from '~/components/dashboard/gallery/GalleryPhotoFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { addGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardGallery') };
}

/** SPEC.md §4: the photo form goes to the dashboard and clears after a success. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(galleryPhotoInputSchema, submission, { required: true });
    await addGalleryPhoto(context.database.db, context.config.uploadsDir, input, photo!.path);
    return redirect('/dashboard', withFlash(context, staffCatalogue(context).dashboardGallery.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.addTitle);

export default function UploadImage({ actionData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withFile>
        <GalleryPhotoFields
          values={{
            title: values.title ?? '',
            description: values.description ?? '',
            titleHi: values.titleHi ?? '',
            descriptionHi: values.descriptionHi ?? '',
          }}
          errors={actionData?.error.fields ?? {}}
        />
      </StaffForm>
    </>
  );
}
