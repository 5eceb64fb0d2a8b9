import { useEffect, useRef, useState } from 'react';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import type { PublicFormResult } from '~/web/public-forms.server';
import { submissionKeyName } from '~/lib/visitor-limits';
import { useLocalePath } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { Honeypot } from './Honeypot';

/**
 * What the public forms (enquiry, contact message) share: the honeypot, the key that stores a form
 * once, the server's message, a focus on the first field to correct, and the success state that
 * appears only once the server has stored the submission.
 */

/** Split a form's answer into what the fields need: the message, each field's error, what was typed. */
export function formState(result: PublicFormResult | undefined) {
  const failure = result && !result.ok ? result : undefined;
  return { failure, values: failure?.values ?? {}, errors: failure?.error.fields ?? {} };
}

/** Hidden parts of every public form. The key is controlled: a new one arrives after each success. */
export function PublicFormHidden({ submissionKey }: { submissionKey: string }) {
  return (
    <>
      <Honeypot />
      <input type="hidden" name={submissionKeyName} value={submissionKey} readOnly />
    </>
  );
}

/** After a refusal, take the visitor to the first field to correct (or the message, if no field is named). */
export function useFocusOnFailure(form: React.RefObject<HTMLFormElement | null>, result: PublicFormResult | undefined) {
  useEffect(() => {
    if (!result || result.ok || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [form, result]);
}

/**
 * Rounds of a form on one page: "send another" starts a fresh round (a new, empty form). The link
 * also works without JavaScript: it reloads the page at the form.
 */
export function useFormRounds() {
  const [round, setRound] = useState(0);
  return { round, next: () => setRound((value) => value + 1) };
}

export function SentState({ thanks, another, anotherHref, onAnother }: { thanks: string; another: string; anotherHref: string; onAnother: () => void }) {
  const words = useWords('forms');
  const inLanguage = useLocalePath();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="space-y-3 outline-none" data-testid="form-sent">
      <StatusMessage kind="success" message={words.sent} />
      <p className="text-slate-700">{thanks}</p>
      <a
        href={inLanguage(anotherHref)}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className="inline-block font-semibold text-brand-800 underline underline-offset-4"
      >
        {another}
      </a>
    </div>
  );
}

/** The privacy policy, linked from a form's consent box (decision 0057): opened apart, so that nothing typed is lost. */
export function PrivacyPolicyLink() {
  const inLanguage = useLocalePath();
  return (
    <a href={inLanguage('/policies#privacy')} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
      {useWords('forms').privacyPolicy}
    </a>
  );
}
