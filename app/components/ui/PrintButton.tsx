import { useSyncExternalStore } from 'react';
import { PrinterIcon } from './info-icons';

const noSubscription = () => () => {};

/** True in the browser once hydrated, false on the server: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Opens the browser's print dialog (where "Save as PDF" lives). Not rendered without JavaScript. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 print:hidden"
      data-testid="print-button"
    >
      <PrinterIcon />
      {label}
    </button>
  );
}
