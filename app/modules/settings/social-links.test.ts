import { describe, expect, it } from 'vitest';
import { demoSettings } from '~/db/seed/demo-content';
import { publicSiteSettings } from './settings.server';
import { defaultSiteSettings } from './settings-schema';
import { shownSocialLink } from './social-links';

describe('social links a visitor sees (decision 0066)', () => {
  it('hides a link to a network’s own home page, as if it were empty', () => {
    for (const bare of ['https://facebook.com', 'https://www.facebook.com/', 'https://www.instagram.com//', 'https://youtube.com', 'https://x.com/', '']) {
      expect(shownSocialLink(bare), bare).toBe('');
    }
  });

  it('keeps a link to a profile, by path or by query', () => {
    for (const profile of [
      'https://www.facebook.com/sunrisemission',
      'https://www.facebook.com/profile.php?id=1000',
      'https://youtube.com/@school',
      'https://x.com/school_e2e',
    ]) {
      expect(shownSocialLink(profile)).toBe(profile);
    }
  });

  it('gives the public pages and the API no bare home page, and the demo none at all', () => {
    const settings = {
      ...defaultSiteSettings,
      social: { facebook: 'https://facebook.com/', instagram: 'https://instagram.com/sunrise', youtube: '', x: 'https://x.com' },
    };
    expect(publicSiteSettings(settings).social).toEqual({ facebook: '', instagram: 'https://instagram.com/sunrise', youtube: '', x: '' });
    expect(Object.values(demoSettings.social ?? {}).filter(Boolean)).toEqual([]);
  });
});
