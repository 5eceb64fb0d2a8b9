import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import { FieldFrame, SubmitButton, describedBy, SelectField } from '~/components/forms/fields';
import { Form } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { formatMegabytes } from '~/lib/file-size';
import { fill } from '~/lib/fill';
import { useHydrated } from '~/lib/hydration';
import { useAskBeforeLeaving } from '~/lib/ask-before-leaving';
import { sendWithProgress } from '~/lib/upload-with-progress';
import { acceptedImageTypes, maxImageBytes } from '~/modules/images/image-limits';
import type { StaffFormFailure } from '~/web/staff-forms.server';
import { StatusMessage } from '../StatusMessage';
import { albumFieldNames, AlbumFields, blankAlbumForm } from './AlbumFields';
import { UploadProgress, type FileUpload, type UploadRun } from './UploadProgress';

/** The album list's choice that makes a new album (its fields then show). */
export const newAlbumChoice = 'new';

export interface UploaderAlbum {
  id: number;
  title: string;
}

interface ApiErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

const errorOf = (body: unknown): ApiErrorBody['error'] => (body && typeof body === 'object' ? (body as ApiErrorBody).error : undefined);

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
    const fields = Object.fromEntries(albumFieldNames.map((name) => [name, String(form.get(name) ?? '')]));
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
          <AlbumFields values={{ ...blankAlbumForm, heldOn: today, ...failure?.values }} errors={shownErrors} required={enhanced} />
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
