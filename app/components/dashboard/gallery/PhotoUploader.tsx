import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import { FieldFrame, SubmitButton, describedBy, SelectField } from '~/components/forms/fields';
import { Form, Link } from '~/i18n/links';
import { localeTags } from '~/i18n/locales';
import { useLocale, useWords } from '~/i18n/words';
import { fileSizeParts, formatMegabytes } from '~/lib/file-size';
import { fill, plural } from '~/lib/fill';
import { useHydrated } from '~/lib/hydration';
import { useAskBeforeLeaving } from '~/lib/ask-before-leaving';
import { sendWithProgress } from '~/lib/upload-with-progress';
import { acceptedImageTypes, maxImageBytes } from '~/modules/images/image-limits';
import type { StaffFormFailure } from '~/web/staff-forms.server';
import { StatusMessage } from '../StatusMessage';
import { AlbumFields } from './AlbumFields';

/** The album list's choice that makes a new album (its fields then show). */
export const newAlbumChoice = 'new';

export interface UploaderAlbum {
  id: number;
  title: string;
}

type FileStatus = 'waiting' | 'sending' | 'added' | 'failed';

interface FileUpload {
  name: string;
  size: number;
  status: FileStatus;
  sent: number;
  /** Why it failed, in the staff member's words. */
  reason?: string;
}

interface UploadRun {
  album: UploaderAlbum;
  files: FileUpload[];
  finished: boolean;
}

interface ApiErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

const errorOf = (body: unknown): ApiErrorBody['error'] => (body && typeof body === 'object' ? (body as ApiErrorBody).error : undefined);

const barClass =
  'h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600';

/**
 * The "Add photos" screen's form (decision 0064). Without JavaScript it is a plain form: one photo,
 * into an album chosen or a new one, sent to the screen's action. With JavaScript the picker takes
 * many photos; a new album is made first (POST /api/albums), then each photo is sent on its own
 * (POST /api/photos) with a bar of its own and one for all, so one that fails says why beside it
 * while the others go on. Leaving the page while photos are still going asks first.
 */
export function PhotoUploader({
  albums,
  chosenAlbumId,
  today,
  failure,
}: {
  albums: readonly UploaderAlbum[];
  /** The album to fill ("Add photos to this album"), or `newAlbumChoice`. */
  chosenAlbumId: string;
  /** The school's today, the new album's day unless staff change it. */
  today: string;
  failure: StaffFormFailure | undefined;
}) {
  const t = useWords('dashboardGallery');
  const enhanced = useHydrated();
  const navigation = useNavigation();
  const [choice, setChoice] = useState(chosenAlbumId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [run, setRun] = useState<UploadRun | null>(null);
  /** Albums this screen made (the loader's list does not have them yet). */
  const [madeAlbums, setMadeAlbums] = useState<UploaderAlbum[]>([]);
  /** The new album is being made: a second tap must not make another. */
  const [starting, setStarting] = useState(false);
  const choices = [...albums, ...madeAlbums];
  const stop = useRef<AbortController | null>(null);
  const uploading = run !== null && !run.finished;

  // Leaving while photos are still going asks first; leaving anyway stops the rest.
  useAskBeforeLeaving(uploading, t.leaveWarning, () => stop.current?.abort());

  useEffect(() => () => stop.current?.abort(), []);

  function update(index: number, change: Partial<FileUpload>) {
    setRun((current) => current && { ...current, files: current.files.map((file, i) => (i === index ? { ...file, ...change } : file)) });
  }

  function reasonFor(status: number, body: unknown): string {
    if (status === 415) return t.notPhoto;
    if (status === 413) return fill(t.tooLarge, { size: formatMegabytes(maxImageBytes) });
    if (status === 401) return t.signedOut;
    const refused = errorOf(body);
    if (status === 400 && refused?.fields?.albumId) return t.albumGone;
    return fill(t.otherFailure, { reason: refused?.fields?.photo ?? refused?.message ?? String(status) });
  }

  async function upload(album: UploaderAlbum, files: File[], signal: AbortSignal) {
    for (const [index, file] of files.entries()) {
      if (signal.aborted) return;
      // Said at once, before a phone spends its data on a photo the server would refuse.
      if (file.size > maxImageBytes) {
        update(index, { status: 'failed', reason: fill(t.tooLarge, { size: formatMegabytes(maxImageBytes) }) });
        continue;
      }
      update(index, { status: 'sending' });
      const body = new FormData();
      body.append('albumId', String(album.id));
      body.append('photo', file, file.name);
      try {
        const answer = await sendWithProgress('/api/photos', body, (sent) => update(index, { sent: Math.min(sent, file.size) }), signal);
        if (answer.status === 201) update(index, { status: 'added', sent: file.size });
        else update(index, { status: 'failed', reason: reasonFor(answer.status, answer.body) });
      } catch {
        // Stopped (staff left the page), or no answer came: the connection dropped.
        if (signal.aborted) return;
        update(index, { status: 'failed', reason: t.connectionLost, sent: 0 });
      }
    }
    setRun((current) => current && { ...current, finished: true });
  }

  /** A new album from the form's fields (POST /api/albums); undefined, with the reason shown, when refused. */
  async function makeAlbum(form: FormData): Promise<UploaderAlbum | undefined> {
    const fields = Object.fromEntries(['title', 'titleHi', 'heldOn', 'description', 'descriptionHi'].map((name) => [name, String(form.get(name) ?? '')]));
    setStarting(true);
    try {
      const response = await fetch('/api/albums', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(fields),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status !== 201) {
        const refused = errorOf(body);
        setErrors(refused?.fields ?? {});
        setMessage(response.status === 401 ? t.signedOut : (refused?.message ?? fill(t.otherFailure, { reason: String(response.status) })));
        return undefined;
      }
      const made = (body as { data: UploaderAlbum }).data;
      return { id: made.id, title: made.title };
    } catch {
      setMessage(t.connectionLost);
      return undefined;
    } finally {
      setStarting(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll('photo').filter((value): value is File => value instanceof File && value.name !== '');
    setErrors({});
    setMessage(undefined);
    if (files.length === 0) {
      setErrors({ photo: t.photosMissing });
      return;
    }
    let album = choices.find((candidate) => String(candidate.id) === choice);
    if (!album) {
      album = await makeAlbum(form);
      if (!album) return;
      // "Add more photos" then fills this album rather than making another.
      setMadeAlbums((made) => [...made, album!]);
      setChoice(String(album.id));
    }
    stop.current = new AbortController();
    setRun({ album, files: files.map((file) => ({ name: file.name, size: file.size, status: 'waiting', sent: 0 })), finished: false });
    await upload(album, files, stop.current.signal);
  }

  if (run) return <UploadProgress run={run} onMore={() => setRun(null)} />;

  const shownErrors = { ...(failure?.error.fields ?? {}), ...errors };
  const values = failure?.values ?? {};
  const newAlbum = choice === newAlbumChoice;
  const submitting = navigation.state === 'submitting';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={enhanced ? handleSubmit : undefined}
      className="mt-6 max-w-2xl space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      data-testid="photo-uploader"
      data-enhanced={enhanced}
    >
      {(message ?? failure) ? <StatusMessage kind="error" message={message ?? failure?.error.message ?? ''} /> : null}
      <SelectField
        name="albumId"
        label={t.album}
        required
        value={choice}
        onChange={(event) => setChoice(event.currentTarget.value)}
        error={shownErrors.albumId}
        options={[{ value: newAlbumChoice, label: t.newAlbum }, ...choices.map((album) => ({ value: String(album.id), label: album.title }))]}
      />
      {/* Without JavaScript the new album's fields are always there: the server reads them only for "A new album". */}
      {newAlbum || !enhanced ? (
        <fieldset className="space-y-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <legend className="px-1 font-semibold text-slate-800">{t.newAlbumHeading}</legend>
          {enhanced ? null : <p className="text-sm text-slate-600">{t.newAlbumOnly}</p>}
          <AlbumFields
            values={{
              title: values.title ?? '',
              titleHi: values.titleHi ?? '',
              description: values.description ?? '',
              descriptionHi: values.descriptionHi ?? '',
              heldOn: values.heldOn ?? today,
            }}
            errors={shownErrors}
            required={enhanced}
          />
        </fieldset>
      ) : null}
      <FieldFrame id="field-photo" label={t.photos} required hint={fill(t.photosHint, { size: formatMegabytes(maxImageBytes) })} error={shownErrors.photo}>
        <input
          id="field-photo"
          name="photo"
          type="file"
          accept={acceptedImageTypes}
          // Many at once needs the script that sends them one by one; without it the form takes one.
          multiple={enhanced}
          required
          aria-invalid={shownErrors.photo ? true : undefined}
          aria-describedby={describedBy('field-photo', true, shownErrors.photo)}
          className="mt-2 block w-full rounded-lg border border-dashed border-slate-400 bg-slate-50 px-3 py-3 text-base text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
      </FieldFrame>
      <div className="pt-2">
        <SubmitButton busy={submitting || starting} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The upload under way, then its outcome: a bar for all the photos, and each photo's own bar and state. */
function UploadProgress({ run, onMore }: { run: UploadRun; onMore: () => void }) {
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
