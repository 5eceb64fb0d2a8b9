import { describe, expect, it } from 'vitest';
import { fallbackSiteSettings } from './settings-fallback';
import { defaultSiteSettings, siteSettingsSchema } from './settings-schema';

describe('site settings', () => {
  it('the zod-free fallback used by the error page equals the schema’s defaults', () => {
    expect(fallbackSiteSettings).toEqual(defaultSiteSettings);
  });

  it('rejects a social link that is not a web address, and a WhatsApp number with letters', () => {
    const result = siteSettingsSchema.safeParse({ social: { facebook: 'facebook' }, whatsapp: '98765abc' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['social.facebook', 'whatsapp']);
  });
});
