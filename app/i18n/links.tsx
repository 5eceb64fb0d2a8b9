/**
 * The links, forms and redirects of the public pages, in the page's language (DESIGN.md §8): a Hindi
 * page's `<Link to="/contact">` leads to `/hi/contact`, so a component names an address once and
 * works in every language. The public components import `Link`, `NavLink` and `Form` from here, not
 * from React Router (eslint.config.js refuses the other import there).
 *
 * A link into the other language's site loads a new document (the frame's static islands keep the HTML
 * they came with); one into the dashboard does not: the root takes the staff member's language then
 * (`documentOf`, app/root.tsx).
 */
import type { Ref } from 'react';
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { useLocale } from './words';
import { isLocalizedPath, localeOfPath, localePath, type Locale } from './locales';

/** `to` in the page's language; an object's `pathname` too. */
export function localeTo(locale: Locale, to: To): To {
  if (typeof to === 'string') return localePath(locale, to);
  return to.pathname === undefined ? to : { ...to, pathname: localePath(locale, to.pathname) };
}

/** Whether following `to` from a public page in `locale` leads to the other language's site. */
function changesLanguage(locale: Locale, to: To): boolean {
  const pathname = typeof to === 'string' ? to : to.pathname;
  if (pathname === undefined || !isLocalizedPath(pathname)) return false;
  return localeOfPath(localePath(locale, pathname)) !== locale;
}

/** The address in the page's language, for a plain `<a href>` or a redirect made in a component. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

// React 19 passes `ref` to a function component as a prop: no forwardRef needed.
export function Link({ to, reloadDocument, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const locale = useLocale();
  return <RouterLink to={localeTo(locale, to)} reloadDocument={reloadDocument ?? changesLanguage(locale, to)} {...props} />;
}

export function NavLink({ to, reloadDocument, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const locale = useLocale();
  return <RouterNavLink to={localeTo(locale, to)} reloadDocument={reloadDocument ?? changesLanguage(locale, to)} {...props} />;
}

export function Form({ action, ...props }: FormProps & { ref?: Ref<HTMLFormElement> }) {
  const locale = useLocale();
  return <RouterForm action={action === undefined ? undefined : localePath(locale, action)} {...props} />;
}
