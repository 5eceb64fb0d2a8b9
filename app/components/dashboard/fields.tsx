import type { ReactNode } from 'react';
import { describedBy, FieldFrame, TextAreaField, TextField, type CommonProps } from '~/components/forms/fields';
import { useWords } from '~/i18n/words';
import { formatMegabytes } from '~/lib/file-size';
import { fill } from '~/lib/fill';
import type { FieldConstraints } from '~/lib/form-constraints';
import { acceptedImageTypes, maxImageBytes } from '~/modules/images/image-limits';
import { acceptedPdfTypes, maxPdfBytes } from '~/modules/pdf-files/pdf-limits';

/** The dashboard's fields: the shared text fields, and the file fields only staff forms have. */
export { SelectField, TextAreaField, TextField } from '~/components/forms/fields';

/** A file picker that says its limit before anyone chooses a file, and refuses a larger one at once. */
function FileField({
  id: givenId,
  name,
  label,
  hint,
  tooLarge,
  accept,
  maxBytes,
  error,
  required,
  current,
}: Omit<CommonProps, 'hint'> & { id?: string; hint: string; tooLarge: string; accept: string; maxBytes: number; current?: ReactNode }) {
  // Several forms on one screen may share a field name (the disclosure's slots): they pass their own id.
  const id = givenId ?? `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {current ? <div className="mt-2">{current}</div> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        onChange={(event) => {
          // Said at once, before a phone spends its data sending a file the server will refuse.
          const file = event.currentTarget.files?.[0];
          event.currentTarget.setCustomValidity(file && file.size > maxBytes ? tooLarge : '');
          event.currentTarget.reportValidity();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        className="mt-2 block w-full rounded-lg border border-dashed border-slate-400 bg-slate-50 px-3 py-3 text-base text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
    </FieldFrame>
  );
}

/** A photo picker that says the limit and the accepted formats before anyone chooses a file. */
export function PhotoField({ name = 'photo', ...props }: Omit<CommonProps, 'name' | 'hint'> & { name?: string; current?: ReactNode }) {
  const t = useWords('staff').forms;
  const limit = { size: formatMegabytes(maxImageBytes) };
  return (
    <FileField
      name={name}
      {...props}
      hint={fill(t.photoHint, limit)}
      tooLarge={fill(t.photoTooLarge, limit)}
      accept={acceptedImageTypes}
      maxBytes={maxImageBytes}
    />
  );
}

/** A PDF picker (a circular, a document, a certificate's scan): PDF only, up to 10 MB. */
export function PdfField(props: Omit<CommonProps, 'hint'> & { id?: string; current?: ReactNode }) {
  const t = useWords('staff').forms;
  const limit = { size: formatMegabytes(maxPdfBytes) };
  return <FileField {...props} hint={fill(t.pdfHint, limit)} tooLarge={fill(t.pdfTooLarge, limit)} accept={acceptedPdfTypes} maxBytes={maxPdfBytes} />;
}

/** In an editor, for a file that may be left out: take the current one off (`removePhoto`, `removeCircular`). */
export function RemoveFileField({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800">
      <input type="checkbox" name={name} className="size-5 rounded border-slate-400 accent-brand-700" />
      {label}
    </label>
  );
}

/** In an editor, for a photo that may be left out: take the current one off. */
export function RemovePhotoField({ label }: { label: string }) {
  return <RemoveFileField name="removePhoto" label={label} />;
}

/**
 * A form's fields by name, from what BilingualField takes too: `field('post')` gives the field's
 * name, its checks from the schema (decision 0048), what it shows and its error.
 */
export function fieldsByName<Name extends string>(
  constraints: Readonly<Partial<Record<NoInfer<Name>, FieldConstraints>>>,
  values: Readonly<Partial<Record<Name, string>>>,
  errors: Readonly<Record<string, string>>,
) {
  return (name: Name) => ({ name, ...constraints[name], defaultValue: values[name], error: errors[name] });
}

/**
 * A text staff write in English, with its optional Hindi twin `<name>Hi` (decision 0052): stacked on
 * a phone, English and Hindi side by side from `md` up. The Hindi control is labelled "<label>
 * (Hindi)" in the dashboard's language and marked `lang="hi"`; each takes its checks from the
 * schema (decision 0048), so the Hindi is never required and as long as its English may be.
 * `rows` makes both text areas.
 */
export function BilingualField<Name extends string>({
  name,
  label,
  hint,
  placeholder,
  rows,
  constraints,
  values,
  errors,
}: {
  name: Name;
  label: string;
  /** Said under the English field. */
  hint?: string;
  /** An example in the English field. */
  placeholder?: string;
  rows?: number;
  constraints: Readonly<Partial<Record<Name | `${Name}Hi`, FieldConstraints>>>;
  values: Readonly<Partial<Record<Name | `${Name}Hi`, string>>>;
  errors: Readonly<Record<string, string>>;
}) {
  const t = useWords('staff').forms;
  const field = fieldsByName(constraints, values, errors);
  const english = { label, hint, placeholder, ...field(name) };
  const hindi = { label: fill(t.inHindi, { field: label }), ...field(`${name}Hi`), lang: 'hi' };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {rows ? <TextAreaField {...english} rows={rows} /> : <TextField {...english} />}
      {rows ? <TextAreaField {...hindi} rows={rows} /> : <TextField {...hindi} />}
    </div>
  );
}
