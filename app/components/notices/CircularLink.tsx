import { DownloadIcon } from '~/components/ui/icons';
import { useIslandWords, useLocale } from '~/i18n/words';
import { localeTags } from '~/i18n/locales';
import { fileSizeParts } from '~/lib/file-size';
import { fill } from '~/lib/fill';
import type { PdfFileView } from '~/modules/pdf-files/pdf-files.server';

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
