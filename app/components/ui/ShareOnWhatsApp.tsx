import { useRouteLoaderData } from 'react-router';
import { WhatsappIcon } from '~/components/ui/icons';
import { useLocale, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { pageAddress, siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { whatsappShareHref } from '~/web/share-links';

/**
 * "Share on WhatsApp" for one item (a notice, an event, a job post; later an album): a plain link to
 * WhatsApp's share address with the item's title and its absolute address in the page's language, so
 * it works without JavaScript and adds none. `path` is the English address; the page's language is
 * added here. The route must send the `share` words.
 */
export function ShareOnWhatsApp({ title, path, className = '' }: { title: string; path: string; className?: string }) {
  const words = useWords('share');
  const locale = useLocale();
  const publicUrl = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.publicUrl ?? '';
  return (
    <a
      href={whatsappShareHref(title, pageAddress(publicUrl, locale, path))}
      target="_blank"
      rel="noopener"
      className={`inline-flex items-center gap-2 rounded-full border-2 border-emerald-700 px-4 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 ${className}`}
      data-testid="share-whatsapp"
    >
      <WhatsappIcon aria-hidden="true" className="h-5 w-5 shrink-0" />
      {words.whatsapp}
      <span className="sr-only"> {fill(words.item, { title })}</span>
    </a>
  );
}
