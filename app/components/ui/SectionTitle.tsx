import type { ReactNode } from 'react';

/**
 * The heading of a section of a page, the same everywhere on the public site: serif, brand colour,
 * larger from 640 px. The section names it with `aria-labelledby={id}`.
 */
export function SectionTitle({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={`${className ? `${className} ` : ''}font-serif text-2xl font-bold text-brand-900 sm:text-3xl`}>
      {children}
    </h2>
  );
}
