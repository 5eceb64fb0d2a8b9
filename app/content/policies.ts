/**
 * The site's policies, in the page's order; each id is the section's anchor (/policies#privacy, linked
 * from the footer) and its words' key in the catalogue (`policies.sections`, app/i18n/en/policies.ts).
 */
import type { Catalogue } from '~/i18n/catalogue';

export const policyIds = ['privacy', 'terms', 'cookies'] as const satisfies readonly (keyof Catalogue['policies']['sections'])[];
export type PolicyId = (typeof policyIds)[number];
