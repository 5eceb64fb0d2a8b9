import { Link } from 'react-router';

export interface Action {
  label: string;
  to: string;
}

/** A row of call-to-action links: the first is the main one. */
export function ActionLinks({ actions }: { actions: Action[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, index) => (
        <Link
          key={action.label}
          to={action.to}
          className={
            index === 0
              ? 'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
              : 'rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50'
          }
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}
