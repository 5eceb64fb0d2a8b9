import { useRouteLoaderData } from 'react-router';
import { useLocale } from '~/i18n/words';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { schoolIdentifiers, schoolJsonLd } from '~/web/structured-data';

/**
 * The home page's schema.org description for search engines (JSON-LD), from the frame's settings. A
 * static island at the end of the page (search engines read JSON-LD anywhere in the document), so its
 * code is never part of the phone's download on a first visit (decision 0019). `<` is escaped, so a
 * school name with `</script>` in it cannot end the block.
 */
export function SchoolStructuredData() {
  const frame = useRouteLoaderData<SiteFrameData>(siteLayoutId);
  const locale = useLocale();
  if (!frame) return null;
  const json = JSON.stringify(schoolJsonLd(frame.settings, frame.publicUrl, locale, schoolIdentifiers(frame.settings))).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
