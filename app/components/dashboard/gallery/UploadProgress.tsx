import { Link } from '~/i18n/links';
import { localeTags } from '~/i18n/locales';
import { useLocale, useWords } from '~/i18n/words';
import { fileSizeParts } from '~/lib/file-size';
import { fill, plural } from '~/lib/fill';
import { StatusMessage } from '../StatusMessage';

type FileStatus = 'waiting' | 'sending' | 'added' | 'failed';

/** One photo of an upload, as PhotoUploader sends it. */
export interface FileUpload {
  name: string;
  size: number;
  status: FileStatus;
  sent: number;
  /** Why it failed, in the staff member's words. */
  reason?: string;
}

/** The photos sent together into one album. */
export interface UploadRun {
  album: { id: number; title: string };
  files: FileUpload[];
  finished: boolean;
}

const barClass =
  'h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600';

/** The upload under way, then its outcome: a bar for all the photos, and each photo's own bar and state. */
export function UploadProgress({ run, onMore }: { run: UploadRun; onMore: () => void }) {
  const t = useWords('dashboardGallery');
  const locale = useLocale();
  const tag = localeTags[locale];
  const percent = new Intl.NumberFormat(tag, { style: 'percent' });
  const fileSize = (bytes: number) => {
    const { unit, amount } = fileSizeParts(bytes, tag);
    return fill(t[unit], { amount });
  };
  const totalBytes = run.files.reduce((sum, file) => sum + file.size, 0);
  // A failed photo counts as done for the bar of all: nothing more of it will be sent.
  const sentBytes = run.files.reduce((sum, file) => sum + (file.status === 'failed' || file.status === 'added' ? file.size : file.sent), 0);
  const done = run.files.filter((file) => file.status === 'added' || file.status === 'failed').length;
  const added = run.files.filter((file) => file.status === 'added').length;
  const failed = run.files.filter((file) => file.status === 'failed').length;
  return (
    <section
      className="mt-6 max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      data-testid="upload-progress"
      data-finished={run.finished}
    >
      <h2 className="font-serif text-xl font-bold text-brand-900">{fill(run.finished ? t.doneHeading : t.uploadHeading, { album: run.album.title })}</h2>
      <p className="mt-3 font-medium text-slate-800" data-testid="upload-total">
        {fill(t.totalProgress, { done: done.toLocaleString(tag), total: run.files.length.toLocaleString(tag) })}
      </p>
      <progress className={`mt-2 ${barClass}`} max={totalBytes || 1} value={sentBytes} aria-label={t.photos} data-testid="upload-total-bar" />
      {run.finished ? (
        <div className="mt-5 space-y-3">
          <StatusMessage kind={added > 0 ? 'success' : 'error'} message={fill(plural(t.finished, added, tag), { album: run.album.title })} />
          {failed > 0 ? <p className="font-medium text-rose-800">{plural(t.someFailed, failed, tag)}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Link to={`/dashboard/albums/${run.album.id}/edit`} className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              {t.arrangeAlbum}
            </Link>
            <button type="button" onClick={onMore} className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
              {t.addMore}
            </button>
            {added > 0 ? (
              <a
                href={`/gallery/${run.album.id}`}
                target="_blank"
                rel="noreferrer"
                className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t.viewOnSite}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <ol className="mt-5 divide-y divide-slate-200" aria-live="polite">
        {run.files.map((file, index) => (
          <li key={index} className="py-3" data-testid="upload-file" data-status={file.status}>
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 truncate font-medium text-slate-900">{file.name}</p>
              <p className="shrink-0 text-sm text-slate-600">{fileSize(file.size)}</p>
            </div>
            <progress
              className={`mt-1.5 ${barClass} ${file.status === 'failed' ? '[&::-moz-progress-bar]:bg-rose-500 [&::-webkit-progress-value]:bg-rose-500' : ''}`}
              max={file.size || 1}
              value={file.status === 'added' ? file.size : file.sent}
              aria-label={file.name}
            />
            <p
              className={`mt-1 text-sm ${file.status === 'failed' ? 'font-medium text-rose-700' : file.status === 'added' ? 'font-medium text-emerald-700' : 'text-slate-600'}`}
              data-testid="upload-status"
            >
              {file.status === 'waiting'
                ? t.waiting
                : file.status === 'sending'
                  ? fill(t.sending, { percent: percent.format(file.size ? file.sent / file.size : 0) })
                  : file.status === 'added'
                    ? t.added
                    : file.reason}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
