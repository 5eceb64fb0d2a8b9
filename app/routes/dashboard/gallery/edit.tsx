import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { GalleryPhotoFields } from '~/components/dashboard/gallery/GalleryPhotoFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoUpdateSchema } from '~/modules/gallery/gallery-schema';
import { editGalleryPhoto, getGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const photo = await itemToEdit(context, params.id, (id) => getGalleryPhoto(context.database.db, id));
  return { photo, words: staffWords(context, 'dashboardGallery') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(editorSchemaOf(galleryPhotoUpdateSchema), submission, { required: false });
    const photoChange = photo ? { kind: 'replace' as const, uploadPath: photo.path } : { kind: 'keep' as const };
    return saveEdit(request, context, params.id, '/dashboard/del-picture', (id) =>
      editGalleryPhoto(context.database.db, context.config.uploadsDir, id, input, photoChange),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.editTitle);

export default function EditPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  const { photo } = loaderData;
  const values = actionData?.values ?? {};
  return (
    <StaffEditScreen title={t.editTitle} lead={photo.title} backTo="/dashboard/del-picture" failure={actionData} withFile>
      <GalleryPhotoFields
        values={{
          title: values.title ?? photo.title,
          description: values.description ?? photo.description,
          titleHi: values.titleHi ?? photo.titleHi ?? '',
          descriptionHi: values.descriptionHi ?? photo.descriptionHi ?? '',
        }}
        errors={actionData?.error.fields ?? {}}
        currentPhoto={<CurrentPhoto image={photo.image} alt={photo.title} />}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
