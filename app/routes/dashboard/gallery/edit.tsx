import { data, redirect } from 'react-router';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { GalleryPhotoFields } from '~/components/dashboard/gallery/GalleryPhotoFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { dashboardGalleryText as t } from '~/i18n/en/dashboard-gallery';
import { staffText } from '~/i18n/en/staff';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoUpdateSchema } from '~/modules/gallery/gallery-schema';
import { editGalleryPhoto, getGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/edit';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const photo = id === undefined ? undefined : await getGalleryPhoto(context.database.db, id);
  if (!photo) throw data(staffText.forms.notFound, { status: 404 });
  return { photo };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
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
    if (!changed) throw new ApiError(404, staffText.forms.notFound);
    return redirect('/dashboard/del-picture', withFlash(context, staffText.forms.changesSaved));
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.editTitle} | ${staffText.dashboard.title}` }];

export default function EditPhoto({ loaderData, actionData }: Route.ComponentProps) {
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
