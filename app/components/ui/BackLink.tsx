import type { ReactNode } from 'react';
import { Link } from '~/i18n/links';
import { ChevronRightIcon } from './icons';

/** The quiet link back to where a page belongs (the faculty list, the home page), with a left arrow. */
export function BackLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline" data-testid={testId}>
      <ChevronRightIcon className="rotate-180" />
      {children}
    </Link>
  );
}
