import type { ReactNode } from 'react';

/**
 * The heading of a section of a page, the same everywhere: serif, brand colour, larger from 640 px.
 * `small`: a section inside a box or a column (a card, a panel, a form, an empty list's message),
 * which stays at the phone's size. The section names it with `aria-labelledby={id}`.
 */
export function SectionTitle({ id, className, small = false, children }: { id?: string; className?: string; small?: boolean; children: ReactNode }) {
  return (
    <h2 id={id} className={`${className ? `${className} ` : ''}font-serif text-2xl font-bold text-brand-900${small ? '' : ' sm:text-3xl'}`}>
      {children}
    </h2>
  );
}
