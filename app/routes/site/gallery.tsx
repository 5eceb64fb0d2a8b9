import { PhotoGallery } from '~/components/gallery/PhotoGallery';
import { newsText } from '~/i18n/en/news';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/gallery';

const words = newsText.gallery;

export async function loader({ context }: Route.LoaderArgs) {
  return { photos: await listGalleryPhotos(context.database.db) };
}

export const handle: SiteHandle = { heading: () => ({ title: words.pageTitle, lead: words.pageLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: words.pageTitle,
    description: 'Photos of school life: assemblies, classes, sports days, exhibitions and celebrations.',
    path: '/gallery',
  });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <PhotoGallery photos={loaderData.photos} />
      </div>
    </div>
  );
}
