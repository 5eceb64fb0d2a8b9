/**
 * An inline status message (DESIGN.md §5: no `alert()`): success is announced politely, a failure
 * at once.
 */
export function StatusMessage({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 font-medium ${
        kind === 'error' ? 'bg-rose-50 text-rose-800 ring-1 ring-rose-200' : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
      }`}
    >
      {message}
    </p>
  );
}
