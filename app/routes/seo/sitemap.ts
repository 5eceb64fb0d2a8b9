import { facilityIds } from '~/content/facilities';
import { publicPagePaths } from '~/content/public-pages';
import { listFaculty } from '~/modules/faculty/faculty.server';
import { listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/sitemap';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** GET /sitemap.xml: every public page, for search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.database;
  const [notices, faculty] = await Promise.all([listNotices(db), listFaculty(db)]);
  const entries: { path: string; lastModified?: string }[] = [
    ...publicPagePaths.map((path) => ({ path })),
    ...facilityIds.map((id) => ({ path: `/facility/${id}` })),
    ...notices.map((notice) => ({ path: `/notices/${notice.id}`, lastModified: notice.updatedAt.slice(0, 10) })),
    ...faculty.map((member) => ({ path: `/faculty/${member.id}` })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastModified }) =>
        `  <url><loc>${escapeXml(`${context.config.publicUrl}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
