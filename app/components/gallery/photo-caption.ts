import type { Bilingual, StaffWritten } from '~/i18n/staff-text';
import { fill } from '~/lib/fill';
import type { GalleryPhotoView } from '~/modules/gallery/gallery.server';

/**
 * What a photo shows, in the page's language: its own title, or, where staff gave none, its album's
 * title and its place there ("Annual Sports Day, photo 3 of 12", decision 0064).
 */
export function photoCaption(
  said: (english: string, hindi?: string | null) => StaffWritten,
  photo: Pick<GalleryPhotoView, 'title' | 'titleHi'>,
  place: { album: Bilingual; n: number; total: number; template: string } | undefined,
): StaffWritten {
  const own = said(photo.title, photo.titleHi);
  if (own.text.trim() !== '' || !place) return own;
  const album = said(place.album.en, place.album.hi);
  return { text: fill(place.template, { album: album.text, n: place.n, total: place.total }), lang: undefined };
}
