import { PhotoGallery } from '~/components/gallery/PhotoGallery';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listGalleryPhotos } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/gallery';
import { staffTextFor } from '~/web/staff-text.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { photos: staffTextFor(locale, await listGalleryPhotos(context.database.db)), words: wordsFor(locale, 'gallery') };
}

type GalleryData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<GalleryData> = {
  heading: ({ words }) => ({ title: words.gallery.pageTitle, lead: words.gallery.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.gallery.pageTitle ?? '',
    description: loaderData?.words.gallery.description ?? '',
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
