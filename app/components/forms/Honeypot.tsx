import { useWords } from '~/i18n/words';

/**
 * The honeypot of every public form (DESIGN.md §4): a field people never see, never reach with Tab
 * and that screen readers skip; bots fill it, and the server then stores nothing. The name must match
 * `honeypotField` in app/web/public-forms.server.ts.
 */
export function Honeypot() {
  const words = useWords('forms');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {words.honeypot}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
