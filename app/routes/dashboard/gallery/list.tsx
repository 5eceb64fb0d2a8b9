import { ManageScreen } from '~/components/dashboard/ManageList';
import { localeTags } from '~/i18n/locales';
import { formatNoticeDate } from '~/lib/dates';
import { plural } from '~/lib/fill';
import { deleteAlbum, listAlbums } from '~/modules/gallery/albums.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale } from '../staff-words.server';
import { albumListPath, uploadPath } from './album-paths';

/** SPEC.md's gallery list, now of albums (decision 0064): each with its cover, its day and how many photos it holds. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(context);
  const words = staffCatalogue(context).dashboardGallery;
  const albums = await listAlbums(context.database.db);
  return manageListData(request, context, 'dashboardGallery', albums, {
    editPath: '/dashboard/albums',
    translated: ['title', 'description'],
    lineOf: (album) => ({
      title: album.title,
      titleHi: album.titleHi,
      detail: `${formatNoticeDate(album.heldOn, locale)} · ${plural(words.photoCount, album.photoCount, localeTags[locale])}`,
      image: album.cover,
    }),
  });
}

/** Deleting an album deletes its photos and their files. */
export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, {
    listPath: albumListPath,
    section: 'dashboardGallery',
    remove: (id) => deleteAlbum(context.database.db, context.files, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.listTitle);

export default function ManageAlbums({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardGallery" addTo={uploadPath} listPath={albumListPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
