import { useLocale, useWords } from '~/i18n/words';
import { localeTags } from '~/i18n/locales';
import { fileSizeParts } from '~/lib/file-size';
import { fill } from '~/lib/fill';
import type { PdfFileView } from '~/modules/pdf-files/pdf-files.server';

/** The PDF an item has now, in an editor: its name (a link to open it) and size, and that a new one is optional. */
export function CurrentFile({ file }: { file: PdfFileView }) {
  const t = useWords('staff').forms;
  const size = fileSizeParts(file.size, localeTags[useLocale()]);
  return (
    <p className="text-sm text-slate-600" data-testid="current-file">
      <span className="font-semibold text-slate-800">{t.currentFile}</span>{' '}
      <a href={file.url} className="break-all font-medium text-brand-800 underline underline-offset-2">
        {file.name}
      </a>{' '}
      ({fill(t[size.unit], { amount: size.amount })})
      <span className="block">{t.keepFile}</span>
    </p>
  );
}
