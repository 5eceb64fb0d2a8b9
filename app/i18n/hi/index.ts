/**
 * The Hindi catalogue (DESIGN.md §8): the same keys as the English one, typed as `Catalogue`, so a
 * key missing here fails the type check. How its words were chosen: docs/decisions/0051-hindi.md.
 * Only server code imports it, as it does the English one.
 */
import type { Catalogue } from '../catalogue';
import { catalogueOf } from '../sections';
import * as parts from './parts';

export const hi: Catalogue = catalogueOf(parts);
