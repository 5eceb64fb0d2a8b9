/** The school's emblem: a rising sun over open pages, drawn inline so it costs no request. */
export function SchoolEmblem({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#5b21b6" />
      <circle cx="32" cy="30" r="11" fill="#fbbf24" />
      <path d="M10 48h44" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path d="M16 40h32" stroke="#fde68a" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
