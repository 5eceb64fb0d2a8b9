import { Icon, type IconProps } from '~/components/ui/icons';
import { useIslandWords, useLocale } from '~/i18n/words';
import { localeTags } from '~/i18n/locales';
import { fileSizeParts } from '~/lib/file-size';
import { fill } from '~/lib/fill';
import type { PdfFileView } from '~/modules/pdf-files/pdf-files.server';

/** A document with a downward arrow: a PDF to download. Here, not in ui/icons, which every page loads. */
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M12 12v6M9 15l3 3 3-3" />
  </Icon>
);

/** A notice's circular: "Download circular (PDF, 240 KB)", opening the PDF in the browser's viewer. */
export function CircularLink({ circular, className = '' }: { circular: PdfFileView; className?: string }) {
  const locale = useLocale();
  const words = useIslandWords('notices');
  const size = fileSizeParts(circular.size, localeTags[locale]);
  return (
    <a
      href={circular.url}
      type="application/pdf"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100 ${className}`}
      data-testid="circular-link"
    >
      <DownloadIcon aria-hidden="true" />
      {fill(words.circular, { size: fill(words[size.unit], { amount: size.amount }) })}
    </a>
  );
}
