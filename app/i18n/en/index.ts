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
