import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { formatUploadDate } from '~/lib/dates';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteGalleryPhoto, listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const listPath = '/dashboard/del-picture';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(request);
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
    words: staffWords(request, 'dashboardGallery'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardGallery.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteGalleryPhoto(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.listTitle);

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/uploadimage" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
