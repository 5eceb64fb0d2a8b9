import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { staffText } from '~/i18n/en/staff';
import { acceptedImageTypes, maxImageBytes, maxImageLabel } from '~/modules/images/image-limits';

/**
 * Form fields for the dashboard: a label above, a hint and the server's message below, wired with
 * aria-describedby so a screen reader reads them with the field. Inputs are 16 px or more so a phone
 * does not zoom, and tall enough for a thumb.
 */

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-rose-500';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-rose-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> {staffText.forms.optional}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CommonProps {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

export function TextField({
  name,
  label,
  error,
  hint,
  required,
  ...rest
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'>) {
  // Two forms on one page may share a field name: they pass their own id.
  const id = rest.id ?? `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...rest}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  required,
  rows = 5,
  ...rest
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required'>) {
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...rest}
      />
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  options,
  ...rest
}: CommonProps & { options: readonly { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name' | 'required'
  >) {
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A photo picker that says the limit and the accepted formats before anyone chooses a file. */
export function PhotoField({
  name = 'photo',
  label,
  error,
  required,
  current,
}: Omit<CommonProps, 'name' | 'hint'> & { name?: string; current?: ReactNode }) {
  const id = `field-${name}`;
  const t = staffText.forms;
  return (
    <FieldFrame id={id} label={label} required={required} hint={`${t.photoHint} ${maxImageLabel}.`} error={error}>
      {current ? <div className="mt-2">{current}</div> : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={acceptedImageTypes}
        required={required}
        onChange={(event) => {
          // Said at once, before a phone spends its data sending a file the server will refuse.
          const file = event.currentTarget.files?.[0];
          event.currentTarget.setCustomValidity(file && file.size > maxImageBytes ? t.photoTooLarge : '');
          event.currentTarget.reportValidity();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        className="mt-2 block w-full rounded-lg border border-dashed border-slate-400 bg-slate-50 px-3 py-3 text-base text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
    </FieldFrame>
  );
}

/** In an editor, for a photo that may be left out: take the current one off. */
export function RemovePhotoField({ label }: { label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800">
      <input type="checkbox" name="removePhoto" className="size-5 rounded border-slate-400 accent-brand-700" />
      {label}
    </label>
  );
}
