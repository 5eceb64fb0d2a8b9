import { Link } from '~/i18n/links';

/** What a page says when the address names nothing: a large 404, what happened, and the way back. */
export function NotFoundMessage({ heading, lead, backTo, back, testId }: { heading: string; lead: string; backTo: string; back: string; testId?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24" data-testid={testId}>
      <p className="font-serif text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2>
      <p className="mt-3 text-slate-600">{lead}</p>
      <Link to={backTo} className="mt-8 btn btn-primary">
        {back}
      </Link>
    </div>
  );
}
