import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { localeNames, localePath, locales, localeTags, withoutLocale } from '~/i18n/locales';
import { useLocale, useWords } from '~/i18n/words';

/**
 * The header's way to the same page in the other language (DESIGN.md §8): its name written in that
 * language, the query kept, and the anchor too once the page runs its code. A plain link: the other
 * language is a new document, never a redirect by cookie.
 */
export function LanguageSwitch({ className, testId = 'language-switch' }: { className: string; testId?: string }) {
  const locale = useLocale();
  const words = useWords('frame');
  const { pathname, search } = useLocation();
  const other = locales.find((candidate) => candidate !== locale) ?? locale;
  const href = `${localePath(other, withoutLocale(pathname))}${search}`;
  // The anchor is not sent to the server, so only the browser can carry it over.
  const keepAnchor = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.hash) event.currentTarget.href = `${href}${window.location.hash}`;
  };
  return (
    <a
      href={href}
      hrefLang={localeTags[other]}
      className={className}
      onClick={keepAnchor}
      data-testid={testId}
    >
      <span className="sr-only">{words.readThisPageIn} </span>
      <span lang={localeTags[other]}>{localeNames[other]}</span>
    </a>
  );
}
