import { Link } from 'react-router';
import { localeOfRequest } from '~/i18n/locales';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { dashboardGalleryText as t } from '~/i18n/en/dashboard-gallery';
import { staffText } from '~/i18n/en/staff';
import { parseId } from '~/lib/validation';
import { formatUploadDate } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteGalleryPhoto, listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/list';

const listPath = '/dashboard/del-picture';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const photos = await listGalleryPhotos(context.database.db);
  return {
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    items: photos.map((photo) => ({
      id: photo.id,
      title: photo.title,
      detail: formatUploadDate(photo.createdAt, locale),
      image: photo.image,
      editTo: `/dashboard/photos/${photo.id}/edit`,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDeleteForm(request, context, {
    listPath,
    deleted: t.deleted,
    alreadyGone: staffText.manage.alreadyGone,
    remove: (id) => deleteGalleryPhoto(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = () => [{ title: `${t.listTitle} | ${staffText.dashboard.title}` }];

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/uploadimage" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {staffText.manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
