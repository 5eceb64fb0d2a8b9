import type { ImageSource } from '~/modules/images/images.server';
import type { ShareCardKind, ShareImage } from './page-meta';

/**
 * Sharing an item of the site (issue 17): the WhatsApp link and the picture a shared link shows
 * (docs/decisions/0062-share-and-open-graph.md). Safe for the browser; nothing here runs a script.
 * What every page's meta needs (the card's address and size, `pageAddress`) is in page-meta.ts, in
 * the chunk every page loads; this file only goes to the pages that share an item.
 */

/** WhatsApp's own share address: the chat it opens starts with the title and the page's address. */
export function whatsappShareHref(title: string, address: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}`;
}

/** Each kind of item with a card of its own, and the catalogue's name for it (`share.cardKind`). */
export const shareCardKinds = { notices: 'notice', events: 'event', jobs: 'job' } as const satisfies Record<ShareCardKind, string>;

/**
 * An uploaded photo as a shared link's picture: its smallest stored width of at least 600 px (what
 * WhatsApp shows large, and quick for its fetcher), else its largest.
 */
export function photoForSharing(image: ImageSource, alt: string): ShareImage {
  const variants = image.srcSet
    .split(', ')
    .map((entry) => {
      const [path = '', width = ''] = entry.split(' ');
      return { path, width: Number.parseInt(width, 10) };
    })
    .filter((variant) => variant.path !== '' && variant.width > 0)
    .sort((a, b) => a.width - b.width);
  const chosen = variants.find((variant) => variant.width >= 600) ?? variants[variants.length - 1];
  if (!chosen) return { path: image.src, width: image.width, height: image.height, alt };
  return { path: chosen.path, width: chosen.width, height: Math.round((chosen.width * image.height) / image.width), alt };
}
