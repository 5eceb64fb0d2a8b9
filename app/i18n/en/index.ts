/**
 * The English catalogue: every word the site and the dashboard show, and the office's e-mails and
 * spreadsheet (DESIGN.md §8). Its shape is the `Catalogue` every language gives
 * (app/i18n/catalogue.ts). Only server code imports it: pages get their sections through loaders
 * (`wordsFor`) and read them with `useWords`.
 */
import { catalogueOf } from '../sections';
import * as parts from './parts';

export const en = catalogueOf(parts);
