import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useWords } from '~/i18n/words';

/**
 * Form fields for every form, public and staff: a label above, a hint and the server's message
 * below, wired with aria-describedby so a screen reader reads them with the field. Inputs are 16 px
 * or more so a phone does not zoom, and tall enough for a thumb. Light on purpose: the home page
 * carries the enquiry form.
 */

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-rose-500';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const { optional } = useWords('frame');
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
          <span className="font-normal text-slate-500"> {optional}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={id} error={error} />
    </div>
  );
}

/** The server's message under a field, which the field names in its aria-describedby. */
function ErrorLine({ id, error, className = '' }: { id: string; error?: string; className?: string }) {
  return error ? (
    <p id={`${id}-error`} className={`mt-1 text-sm font-medium text-rose-700 ${className}`}>
      {error}
    </p>
  ) : null;
}

/**
 * The box a parent or applicant ticks to agree to be contacted and to the privacy policy (DPDP Rules
 * 2025, decision 0057): `text` holds `{policy}` where `policy`, the policy's link, goes. The server
 * refuses the form without the tick. Here beside the other fields, whose pieces it shares, because
 * the home page carries it within its JavaScript budget.
 */
export function ConsentField({ text, policy, required, checked, error }: { text: string; policy: ReactNode; required?: boolean; checked: boolean; error?: string }) {
  const id = 'field-consent';
  const [before, after] = text.split('{policy}');
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-3">
      <input id={id} name="consent" type="checkbox" required={required} defaultChecked={checked} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, '', error)} className="mt-1 size-5" />
      <label htmlFor={id}>
        {before}
        {policy}
        {after}
      </label>
      <ErrorLine id={id} error={error} className="col-start-2" />
    </div>
  );
}

export interface CommonProps {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** What every control of a field carries: its id, name, whether it is required, and its messages' wiring. */
function controlProps(id: string, { name, required, hint, error }: Omit<CommonProps, 'label'>) {
  return {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: inputClass,
  } as const;
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
      <input {...controlProps(id, { name, required, hint, error })} {...rest} />
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
  const id = rest.id ?? `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea {...controlProps(id, { name, required, hint, error })} rows={rows} {...rest} />
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
  const id = rest.id ?? `field-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select {...controlProps(id, { name, required, hint, error })} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The look of a form's main button (a visitor's Send, a staff form's Save). */
export const primaryButtonClass =
  'min-h-12 w-full btn btn-primary disabled:cursor-wait disabled:opacity-70 sm:w-auto';

/** A form's send button: while the form is on its way it says so (`busyLabel`) and takes no second press. */
export function SubmitButton({
  busy,
  busyLabel,
  className = primaryButtonClass,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} aria-disabled={busy} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}
