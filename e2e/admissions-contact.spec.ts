import { expect, test } from '@playwright/test';
import { facilityIds } from '../app/content/facilities';
import { admissionRequirementsText } from '../app/i18n/en/admission-requirements';
import { facilitiesText } from '../app/i18n/en/facilities';

const { documents: admissionDocuments, claims: admissionClaims } = admissionRequirementsText;
const facilities = facilityIds.map((id) => facilitiesText[id]);
import { emptySiteURL, expectNoSeriousA11yViolations, watchConsole } from './support/site';

// The demo settings (app/db/seed/demo-content.ts) that these pages show.
const demoPhones = [
  ['+91 98765 43210', 'tel:+919876543210'],
  ['+91 91234 56780', 'tel:+919123456780'],
  ['0612 234 5678', 'tel:06122345678'],
];
const demoHours = [
  ['Monday to Friday', '8:00 AM – 4:00 PM'],
  ['Saturday', '9:00 AM – 1:00 PM'],
  ['Sunday', 'Closed'],
];

/** React escapes & and ’ in HTML; compare against the text as the server writes it. */
const asHtml = (value: string) => value.replaceAll('&', '&amp;');

test.describe('admissions', () => {
  test('requirements, fees, tours and FAQs are sections of the page, with the spec’s documents and claims', async ({ page, request }) => {
    const html = await (await request.get('/admissions')).text();
    for (const id of ['requirements', 'fees', 'tours', 'faqs']) expect(html).toContain(`id="${id}"`);

    await page.goto('/admissions');
    await expect(page.locator('h1')).toHaveText('Admissions');
    const documents = page.getByTestId('admission-documents').getByRole('listitem');
    await expect(documents).toHaveText(admissionDocuments);
    expect(admissionDocuments.join(' ')).toMatch(/Aadhar.*Birth certificate.*municipal.*Transfer certificate.*Report card.*Three passport.*stamp-size.*family.*guardian/);
    await expect(page.getByTestId('admission-claims').getByRole('heading')).toHaveText(admissionClaims.map((c) => c.title));
    await expect(page.locator('#fees')).toContainText('fee schedule');
    // Tours: the visiting hours come from the settings.
    const tours = page.locator('#tours');
    for (const [days, time] of demoHours) {
      await expect(tours.getByTestId('school-hours')).toContainText(days);
      await expect(tours.getByTestId('school-hours')).toContainText(time);
    }
    await expect(tours.locator('a[href^="https://wa.me/919876543210?text="]')).toBeVisible();
    await expect(tours.locator('a[href="tel:+919876543210"]')).toBeVisible();

    // The FAQs are disclosures that open by click and show their answer.
    const faqs = page.getByTestId('faqs').locator('details');
    expect(await faqs.count()).toBeGreaterThanOrEqual(6);
    const first = faqs.first();
    await expect(first.locator('p')).toBeHidden();
    await first.locator('summary').click();
    await expect(first.locator('p')).toBeVisible();
    await expect(first).toHaveAttribute('open', '');

    for (const id of ['requirements', 'fees', 'tours', 'faqs']) {
      await page.getByRole('navigation', { name: 'On this page' }).locator(`a[href="#${id}"]`).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('contact', () => {
  test('address, the three phones as tel: links, e-mail, WhatsApp, hours, map and transport', async ({ page, request }) => {
    const html = await (await request.get('/contact')).text();
    for (const [phone] of demoPhones) expect(html).toContain(phone);

    const errors = watchConsole(page);
    await page.goto('/contact');
    await expect(page.locator('h1')).toHaveText('Contact Us');
    const main = page.getByRole('main');
    await expect(main).toContainText('Boring Road, near Gandhi Maidan, Patna, Bihar 800001');
    const phones = page.getByTestId('contact-phones').locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(3);
    for (const [index, [label, href]] of demoPhones.entries()) {
      await expect(phones.nth(index)).toHaveText(label);
      await expect(phones.nth(index)).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('link', { name: 'office@sunrisemission.example' })).toHaveAttribute('href', 'mailto:office@sunrisemission.example');
    await expect(main.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    const hours = main.getByTestId('school-hours');
    for (const [days, time] of demoHours) {
      await expect(hours).toContainText(days);
      await expect(hours).toContainText(time);
    }
    await expect(page.getByTestId('map-link')).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=25\.6093&mlon=85\.1376/);
    await expect(page.getByTestId('transport').getByRole('listitem')).toHaveCount(3);
    await expect(page.locator('#message').getByTestId('contact-form')).toBeVisible();
    await expect(page.getByLabel(/What is it about/)).toHaveValue('general');
    const quick = page.getByTestId('quick-actions');
    await expect(quick.locator('a[href="tel:+919876543210"]')).toBeVisible();
    await expect(quick.locator('a[href^="https://wa.me/919876543210"]')).toBeVisible();
    await expect(quick.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(quick.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /openstreetmap/);
    // No third-party script or frame on the page.
    expect(await page.locator('script[src^="http"], iframe').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('with no settings saved, the contact page hides blank details and says so', async ({ page }) => {
    const response = await page.goto(`${emptySiteURL}/contact`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').locator('a[href^="tel:"], a[href^="mailto:"], a[href^="https://wa.me"]')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('will appear here as soon as the school adds them');
    await expect(page.getByTestId('map-link')).toHaveCount(0);
    await expect(page.getByTestId('transport')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('enquiry and prospectus', () => {
  test('the enquiry page holds the enquiry form, real ways to talk to the office, and the steps', async ({ page, request }) => {
    const html = await (await request.get('/enquiry')).text();
    expect(html).toContain('id="enquiry-form"');
    expect(html).toContain('name="parentName"');

    await page.goto('/enquiry');
    await expect(page.locator('h1')).toHaveText('Admission Enquiry');
    await expect(page.locator('#enquiry-form').getByRole('heading', { level: 2 })).toHaveText('Enquire now');
    await expect(page.locator('#enquiry-form').getByTestId('enquiry-form')).toBeVisible();
    const enquire = page.getByRole('complementary', { name: 'Rather talk to us?' });
    await expect(enquire.locator('a[href="tel:+919876543210"]').first()).toBeVisible();
    await expect(enquire.locator('a[href^="tel:"]')).toHaveCount(4);
    const whatsapp = enquire.getByRole('link', { name: 'WhatsApp' });
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain('admission for my child');
    await expect(enquire.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:office@sunrisemission.example?subject=Admission%20enquiry');
    await expect(page.getByTestId('enquiry-checklist').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('admission-steps').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('school-hours')).toContainText('Monday to Friday');
    await expect(page.getByRole('main').getByRole('link', { name: /Admission requirements and fees/ })).toHaveAttribute('href', '/admissions#requirements');
    await expectNoSeriousA11yViolations(page);
  });

  test('the prospectus is one printable page of the school, its programmes, facilities, admissions and contact', async ({ page, request }) => {
    const html = await (await request.get('/prospectus')).text();
    for (const phrase of ['The school at a glance', 'Primary Education', 'Secondary Education', 'How to join', 'Fees', 'Aadhar', '+91 98765 43210']) {
      expect(html).toContain(phrase);
    }
    for (const facility of facilities) expect(html).toContain(asHtml(facility.title));
    // The print button needs JavaScript: the server sends it unseen and disabled, holding its place so
    // that nothing moves when it shows (and without JavaScript a <noscript> rule hides it).
    const serverButton = /<button[^>]*data-testid="print-button"[^>]*>/.exec(html)?.[0] ?? '';
    expect(serverButton).toContain('invisible');
    expect(serverButton).toContain('disabled');

    const errors = watchConsole(page);
    await page.goto('/prospectus');
    await expect(page.locator('h1')).toHaveText('Prospectus');
    await expect(page.getByTestId('prospectus-contact').locator('a[href^="tel:"]')).toHaveCount(3);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Printed, only the prospectus shows: no top bar, header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByTestId('site-footer')).toBeHidden();
    await expect(page.getByTestId('print-button')).toBeHidden();
    await expect(page.getByTestId('prospectus')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without JavaScript the prospectus reads fully and offers no dead Print button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/prospectus');
    await expect(page.getByTestId('prospectus')).toContainText('How to join');
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0);
    await context.close();
  });
});
