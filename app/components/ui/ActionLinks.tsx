import { Link } from '~/i18n/links';

export interface Action {
  label: string;
  to: string;
}

/** The main button and the others, on a light page and on a dark band. */
const buttonClasses = {
  light: {
    main: 'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800',
    other: 'rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50',
  },
  dark: {
    main: 'rounded-full border-2 border-amber-400 bg-amber-400 px-6 py-3 font-semibold text-slate-900 shadow-lg hover:bg-amber-300',
    other: 'rounded-full border-2 border-white/80 px-6 py-3 font-semibold text-white hover:bg-white hover:text-brand-900',
  },
};

/** A row of call-to-action links: the first is the main one. */
export function ActionLinks({
  actions,
  onDark = false,
  className = 'flex flex-wrap gap-3',
}: {
  actions: Action[];
  /** On a dark band (white and amber buttons) rather than a light page. */
  onDark?: boolean;
  className?: string;
}) {
  const classes = buttonClasses[onDark ? 'dark' : 'light'];
  return (
    <div className={className}>
      {actions.map((action, index) => (
        <Link key={action.label} to={action.to} className={index === 0 ? classes.main : classes.other}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}
