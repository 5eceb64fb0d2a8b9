import { Link } from '~/i18n/links';

export interface Action {
  label: string;
  to: string;
}

/** The main button and the others, on a light page and on a dark band. */
const buttonClasses = {
  light: {
    main: 'btn btn-primary',
    other: 'btn btn-secondary',
  },
  dark: {
    main: 'btn btn-primary shadow-lg',
    other: 'btn btn-secondary',
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
    <div className={onDark ? `surface-dark ${className}` : className}>
      {actions.map((action, index) => (
        <Link key={action.label} to={action.to} className={index === 0 ? classes.main : classes.other}>
          {action.label}
        </Link>
      ))}
    </div>
  );
}
