import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '~/components/ui/icons';
import type { Catalogue } from '~/i18n/catalogue';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

export interface NetworkLink {
  href: string;
  label: string;
  icon: ReactNode;
}

/** The school's social networks that the settings name, in one order, for the footer and the hero. */
export function socialNetworkLinks(social: PublicSiteSettings['social'], names: Catalogue['frame']['networks']): NetworkLink[] {
  const links: NetworkLink[] = [];
  if (social.facebook) links.push({ href: social.facebook, label: names.facebook, icon: <FacebookIcon aria-hidden="true" /> });
  if (social.instagram) links.push({ href: social.instagram, label: names.instagram, icon: <InstagramIcon aria-hidden="true" /> });
  if (social.youtube) links.push({ href: social.youtube, label: names.youtube, icon: <YoutubeIcon aria-hidden="true" /> });
  if (social.x) links.push({ href: social.x, label: names.x, icon: <XIcon aria-hidden="true" /> });
  return links;
}
