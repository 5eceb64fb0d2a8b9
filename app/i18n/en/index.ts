/**
 * The English catalogue: every word the site and the dashboard show (DESIGN.md §8). Its shape is the
 * `Catalogue` every language gives (app/i18n/catalogue.ts). Only server code imports it: pages get
 * their sections through loaders (`wordsFor`) and read them with `useWords`.
 */
import { dashboardSections } from './dashboard-sections';
import { pageSections } from './page-sections';
import { rulesText } from './rules';
import { siteSections } from './site-sections';

export const en = { ...siteSections, ...pageSections, ...dashboardSections, rules: rulesText };

/** Transitional: the frame's words for components not yet reading `useWords` (issue 14). */
export { siteText as text } from './site';
