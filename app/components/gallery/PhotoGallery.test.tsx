import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { hi } from '~/i18n/hi';
import type { Locale } from '~/i18n/locales';
import { WordsProvider } from '~/i18n/words';
import type { GalleryPhotoView } from '~/modules/gallery/gallery.server';
import { PhotoGallery } from './PhotoGallery';

function photo(id: number, title: string, titleHi: string | null): GalleryPhotoView {
  return {
    id,
    albumId: 1,
    title,
    titleHi,
    description: '',
    descriptionHi: null,
    image: { src: `/uploads/images/p${id}-640.webp`, srcSet: `/uploads/images/p${id}-640.webp 640w`, width: 640, height: 480 },
    fullSizeSrc: `/uploads/images/p${id}-640.webp`,
    createdAt: '2026-11-16T00:00:00.000Z',
  };
}

const photos = [photo(1, 'Relay race', 'रिले दौड़'), photo(2, '', null), photo(3, 'Prize giving', null)];
const album = { en: 'Annual Sports Day', hi: 'वार्षिक खेलकूद दिवस' };

function render(locale: Locale, shown: GalleryPhotoView[] = photos): string {
  const words = { gallery: (locale === 'en' ? en : hi).gallery };
  return renderToStaticMarkup(
    <WordsProvider locale={locale} words={words}>
      <PhotoGallery photos={shown} album={album} />
    </WordsProvider>,
  );
}

const alts = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('PhotoGallery', () => {
  it('names a photo without a title by its album and its place there, in English', () => {
    const html = render('en');
    expect(alts(html)).toEqual(['Relay race', 'Annual Sports Day, photo 2 of 3', 'Prize giving']);
    // Its card is the picture alone: the album's title is not repeated under every untitled photo.
    expect(headings(html)).toEqual(['Relay race', 'Prize giving']);
  });

  it('and in Hindi, where a title without Hindi stays English and is marked so', () => {
    const html = render('hi');
    expect(alts(html)).toEqual(['रिले दौड़', 'वार्षिक खेलकूद दिवस, 3 में से फ़ोटो 2', 'Prize giving']);
    expect(html).toContain('<h2 class="font-bold text-slate-900" lang="en-IN">Prize giving</h2>');
  });

  it('says so when the album has no photos yet', () => {
    expect(render('en', [])).toContain('This album has no photos yet.');
    expect(render('hi', [])).toContain('इस एल्बम में अभी कोई फ़ोटो नहीं है।');
  });
});
