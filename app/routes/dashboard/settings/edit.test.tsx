import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '~/i18n/words.server';
import { WordsProvider } from '~/i18n/words';
import { formConstraints, type FieldConstraints } from '~/lib/form-constraints';
import { settingsFormRules } from '~/modules/settings/settings-form';
import { defaultSiteSettings } from '~/modules/settings/settings-schema';
import SettingsScreen from './edit';

/** Each text control's and select's checks as the browser reads them from the page: its name, required, maxlength. */
function browserChecks(html: string): Record<string, FieldConstraints> {
  const checks: Record<string, FieldConstraints> = {};
  for (const [control] of html.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(control)?.[1];
    const name = attribute('name');
    if (!name || ['file', 'hidden', 'checkbox'].includes(attribute('type') ?? '')) continue;
    const maxLength = attribute('maxlength');
    checks[name] = { ...(attribute('required') !== undefined ? { required: true } : {}), ...(maxLength ? { maxLength: Number(maxLength) } : {}) };
  }
  return checks;
}

describe('the settings screen', () => {
  it('asks the browser for exactly what the settings’ rules check: each field required and as long as its rule says', () => {
    const words = catalogueFor('en');
    const Stub = createRoutesStub([{ id: 'settings', path: '/dashboard/settings', Component: SettingsScreen, loader: () => null }]);
    const html = renderToStaticMarkup(
      <WordsProvider locale="en" words={{ dashboardSettings: words.dashboardSettings, staff: words.staff, frame: words.frame }}>
        <Stub initialEntries={['/dashboard/settings']} hydrationData={{ loaderData: { settings: { settings: defaultSiteSettings, poster: null } } }} />
      </WordsProvider>,
    );
    const shown = browserChecks(html);
    expect(Object.keys(shown).length).toBeGreaterThan(20);
    expect(shown).toEqual(formConstraints(settingsFormRules));
  });
});
