import { ManageScreen } from '~/components/dashboard/ManageList';
import { formatUploadDate } from '~/lib/dates';
import { deleteGalleryPhoto, listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffLocale } from '../staff-words.server';

const listPath = '/dashboard/del-picture';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(context);
  const photos = await listGalleryPhotos(context.database.db);
  return manageListData(request, context, 'dashboardGallery', photos, {
    editPath: '/dashboard/photos',
    lineOf: (photo) => ({
      title: photo.title,
      titleHi: photo.titleHi,
      detail: formatUploadDate(photo.createdAt, locale),
      image: photo.image,
      translations: [
        [photo.title, photo.titleHi],
        [photo.description, photo.descriptionHi],
      ],
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardGallery', remove: (id) => deleteGalleryPhoto(context.database.db, context.config.uploadsDir, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.listTitle);

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardGallery" addTo="/dashboard/uploadimage" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
