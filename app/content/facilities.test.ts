import { describe, expect, it } from 'vitest';
import { locales } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { facilityIds, facilityPictures, facilityScenes } from './facilities';

describe('facility pictures', () => {
  it('show every drawn scene once', () => {
    expect(facilityIds.flatMap((id) => facilityPictures[id]).sort()).toEqual([...facilityScenes].sort());
  });

  // The alt texts are joined to the pictures by position: a language with one too few would leave a
  // picture unnamed, one too many would name the wrong one.
  it.each(locales)('each have their alt text in the %s catalogue', (locale) => {
    const words = catalogueFor(locale).facilities;
    for (const id of facilityIds) {
      expect(words[id].pictures, id).toHaveLength(facilityPictures[id].length);
      for (const alt of words[id].pictures) expect(alt.trim(), id).not.toBe('');
    }
  });
});
