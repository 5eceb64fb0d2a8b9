import type { SiteSettings } from './settings-schema';

/**
 * A social link as the site shows it: a link to a network's own home page ("https://facebook.com",
 * "https://www.instagram.com/") names no school, so it counts as absent and is hidden, like an empty
 * one (decision 0066). A profile has a path ("/sunrisemission") or a query ("/profile.php?id=…").
 */
export function shownSocialLink(url: string): string {
  if (url.trim() === '') return '';
  try {
    const { pathname, search } = new URL(url);
    return pathname.replace(/\/+$/, '') === '' && search === '' ? '' : url;
  } catch {
    return '';
  }
}

/** The settings' social links with every bare home page left out. */
export function shownSocialLinks(social: SiteSettings['social']): SiteSettings['social'] {
  return {
    facebook: shownSocialLink(social.facebook),
    instagram: shownSocialLink(social.instagram),
    youtube: shownSocialLink(social.youtube),
    x: shownSocialLink(social.x),
  };
}
