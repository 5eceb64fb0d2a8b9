import { facilityIds } from '~/content/facilities';
import { localePath, locales, localeTags } from '~/i18n/locales';
import { disclosurePagePath, publicPagePaths } from '~/content/public-pages';
import { listAlbums } from '~/modules/gallery/albums.server';
import { listFaculty } from '~/modules/faculty/faculty.server';
import { listNotices } from '~/modules/notices/notices.server';
import { namesBoard } from '~/modules/settings/school-board';
import { getSiteSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/sitemap';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** GET /sitemap.xml: every public page in every language, for search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.database;
  const [notices, faculty, settings, albums] = await Promise.all([listNotices(db), listFaculty(db), getSiteSettings(db), listAlbums(db, { withPhotos: true })]);
  const entries: { path: string; lastModified?: string }[] = [
    ...publicPagePaths.map((path) => ({ path })),
    // The board's disclosure is a page only while the school names a board.
    ...(namesBoard(settings) ? [{ path: disclosurePagePath }] : []),
    ...facilityIds.map((id) => ({ path: `/facility/${id}` })),
    ...notices.map((notice) => ({ path: `/notices/${notice.id}`, lastModified: notice.updatedAt.slice(0, 10) })),
    ...faculty.map((member) => ({ path: `/faculty/${member.id}` })),
    // An album is a page once it has photos (the gallery lists no empty one).
    ...albums.map((album) => ({ path: `/gallery/${album.id}`, lastModified: album.updatedAt.slice(0, 10) })),
  ];
  // Every page once per language, each naming all its languages (Google's sitemap form of hreflang).
  const origin = context.config.publicUrl;
  const alternates = (path: string) => [
    ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${localeTags[locale]}" href="${escapeXml(`${origin}${localePath(locale, path)}`)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap(({ path, lastModified }) =>
      locales.map((locale) =>
        [
          `  <url><loc>${escapeXml(`${origin}${localePath(locale, path)}`)}</loc>`,
          lastModified ? `<lastmod>${lastModified}</lastmod>` : '',
          ...alternates(path),
          '</url>',
        ].join(''),
      ),
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
