import { PrinterIcon } from './info-icons';
import { useHydrated } from '~/lib/hydration';

/**
 * Opens the browser's print dialog (where "Save as PDF" lives). It needs JavaScript: until the page
 * is hydrated it holds its place unseen (appearing later, it pushed the page down on a phone: a
 * layout shift of 0.03), and without JavaScript it is not shown at all (the `<noscript>` rule).
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <style>{'[data-testid="print-button"]{display:none}'}</style>
      </noscript>
      <button
        type="button"
        onClick={() => window.print()}
        disabled={!hydrated}
        aria-hidden={hydrated ? undefined : true}
        className={`inline-flex items-center gap-2 btn btn-primary print:hidden ${hydrated ? '' : 'invisible'}`}
        data-testid="print-button"
      >
        <PrinterIcon />
        {label}
      </button>
    </>
  );
}
