/**
 * The English catalogue: every word the site and the dashboard show, and the office's e-mails and
 * spreadsheet (DESIGN.md §8). Its shape is the `Catalogue` every language gives
 * (app/i18n/catalogue.ts). Only server code imports it: pages get their sections through loaders
 * (`wordsFor`) and read them with `useWords`.
 */
import { dashboardSections } from './dashboard-sections';
import { enquiriesCsvText, officeMailText } from './office';
import { pageSections } from './page-sections';
import { rulesText } from './rules';
import { siteSections } from './site-sections';

export const en = {
  ...siteSections,
  ...pageSections,
  ...dashboardSections,
  officeMail: officeMailText,
  enquiriesCsv: enquiriesCsvText,
  rules: rulesText,
};
