import { data, redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { GalleryPhotoFields } from '~/components/dashboard/gallery/GalleryPhotoFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoUpdateSchema } from '~/modules/gallery/gallery-schema';
import { editGalleryPhoto, getGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const photo = id === undefined ? undefined : await getGalleryPhoto(context.database.db, id);
  if (!photo) throw data(staffCatalogue(request).staff.forms.notFound, { status: 404 });
  return { photo, words: staffWords(request, 'dashboardGallery') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { forms } = staffCatalogue(request).staff;
    const id = parseId(params.id);
    const { input, photo } = validWithPhoto(galleryPhotoUpdateSchema.required(), submission, { required: false });
    const changed =
      id === undefined
        ? undefined
        : await editGalleryPhoto(
            context.database.db,
            context.config.uploadsDir,
            id,
            input,
            photo ? { kind: 'replace', uploadPath: photo.path } : { kind: 'keep' },
          );
    if (!changed) throw new ApiError(404, forms.notFound);
    return redirect('/dashboard/del-picture', withFlash(context, forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.editTitle);

export default function EditPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  const { photo } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <StaffEditScreen title={t.editTitle} lead={photo.title} backTo="/dashboard/del-picture" failure={actionData} withPhoto>
      <GalleryPhotoFields
        values={{ title: values.title ?? photo.title, description: values.description ?? photo.description }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={<CurrentPhoto image={photo.image} alt={photo.title} />}
      />
    </StaffEditScreen>
  );
}
