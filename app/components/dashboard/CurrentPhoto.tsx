import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { useWords } from '~/i18n/words';
import type { ImageSource } from '~/modules/images/images.server';

/** The photo an item has now, in an editor, with a line that says a new one is optional. */
export function CurrentPhoto({ image, alt }: { image: ImageSource | null; alt: string }) {
  const t = useWords('staff').forms;
  if (!image) return null;
  return (
    <figure className="flex items-center gap-3">
      <ResponsiveImage image={image} sizes="96px" alt={alt} className="size-24 rounded-lg object-cover ring-1 ring-slate-200" />
      <figcaption className="text-sm text-slate-600">
        <span className="block font-semibold text-slate-800">{t.currentPhoto}</span>
        {t.keepPhoto}
      </figcaption>
    </figure>
  );
}
