import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '~/i18n/words.server';
import { WordsProvider } from '~/i18n/words';
import { formConstraints, type FieldConstraints } from '~/lib/form-constraints';
import { changePasswordSchema, newStaffAccountSchema } from '~/modules/staff/staff-schema';
import StaffAccounts from './accounts';

/** Each form's text controls as the browser reads them, by the form's intent: name, required, maxlength. */
function browserChecks(html: string): Record<string, Record<string, FieldConstraints>> {
  const forms: Record<string, Record<string, FieldConstraints>> = {};
  for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    const checks: Record<string, FieldConstraints> = {};
    let intent = '';
    for (const [control] of form.matchAll(/<input\b[^>]*>/g)) {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(control)?.[1];
      const name = attribute('name');
      if (name === 'intent') intent = attribute('value') ?? '';
      if (!name || attribute('type') === 'hidden') continue;
      const maxLength = attribute('maxlength');
      checks[name] = { ...(attribute('required') !== undefined ? { required: true } : {}), ...(maxLength ? { maxLength: Number(maxLength) } : {}) };
    }
    if (intent) forms[intent] = checks;
  }
  return forms;
}

describe('the staff screen', () => {
  it('asks the browser for what the schemas check, and never cuts a password', () => {
    const words = catalogueFor('en');
    const Stub = createRoutesStub([{ id: 'staff', path: '/dashboard/staff', Component: StaffAccounts, loader: () => null }]);
    const html = renderToStaticMarkup(
      <WordsProvider locale="en" words={{ dashboardStaff: words.dashboardStaff, staff: words.staff, frame: words.frame }}>
        <Stub initialEntries={['/dashboard/staff']} hydrationData={{ loaderData: { staff: { items: [], confirmId: undefined } } }} />
      </WordsProvider>,
    );
    const shown = browserChecks(html);
    expect(shown).toEqual({
      add: formConstraints(newStaffAccountSchema),
      password: formConstraints(changePasswordSchema),
      // One of the languages the site speaks, chosen (setStaffLocale refuses any other).
      language: { locale: { required: true } },
    });
    // The schemas do limit a password's length; the server says so under the field, the browser does not cut it.
    expect(newStaffAccountSchema.shape.password.maxLength).toBe(200);
    expect(shown.add.password).toEqual({ required: true });
    expect(shown.password.password).toEqual({ required: true });
    expect(html).not.toMatch(/type="password"[^>]*maxlength|maxlength[^>]*type="password"/i);
  });
});
