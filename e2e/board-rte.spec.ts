import { expect, test } from '@playwright/test';
import { en } from '../app/i18n/en';
import { hi } from '../app/i18n/hi';
import { defaultRtePortalUrl } from '../app/modules/settings/school-board';
import { emptySiteURL, expectNoSeriousA11yViolations } from './support/site';

/**
 * Issue 16, DESIGN.md §9 (decision 0056): the board and its numbers from the settings, on the home
 * page, Our Story, the footer and in the JSON-LD, in both languages, and the admissions page's RTE
 * section. The demo content names CBSE with invented numbers (app/db/seed/demo-content.ts); the empty
 * site names no board. Staff setting them is in staff-settings.spec.ts (one settings record).
 */

const english = 'Affiliated to CBSE · Affiliation No. 3300000 · School Code 65000 · UDISE+ Code 10280100000 · Mandatory Public Disclosure';
const hindi = 'सीबीएसई से संबद्ध · संबद्धता संख्या 3300000 · विद्यालय कोड 65000 · यू-डाइस+ कोड 10280100000 · अनिवार्य सार्वजनिक प्रकटीकरण';

test.describe('the school’s board and affiliation', () => {
  test('the home page, the footer and Our Story say it; the JSON-LD names the numbers', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#about').getByTestId('school-affiliation')).toHaveText(english);
    await expect(page.getByTestId('site-footer').getByTestId('school-affiliation')).toHaveText(english);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'CBSE affiliation number', value: '3300000' },
      { '@type': 'PropertyValue', propertyID: 'CBSE school code', value: '65000' },
      { '@type': 'PropertyValue', propertyID: 'UDISE+ code', value: '10280100000' },
    ]);

    await page.goto('/our-story');
    await expect(page.locator('main').getByTestId('school-affiliation')).toHaveText(english);
    await expectNoSeriousA11yViolations(page);
  });

  test('in Hindi, with the board’s Hindi name and the JSON-LD’s stable identifiers', async ({ page }) => {
    await page.goto('/hi');
    await expect(page.locator('#about').getByTestId('school-affiliation')).toHaveText(hindi);
    await expect(page.getByTestId('site-footer').getByTestId('school-affiliation')).toHaveText(hindi);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json.identifier[0]).toEqual({ '@type': 'PropertyValue', propertyID: 'CBSE affiliation number', value: '3300000' });
    await page.goto('/hi/our-story');
    await expect(page.locator('main').getByTestId('school-affiliation')).toHaveText(hindi);
  });

  test('a site that names no board shows none of it, anywhere, and has no disclosure page', async ({ page }) => {
    for (const path of ['/', '/our-story', '/hi']) {
      await page.goto(`${emptySiteURL}${path}`);
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await expect(page.getByTestId('school-affiliation')).toHaveCount(0);
      await expect(page.getByTestId('disclosure-link')).toHaveCount(0);
    }
    for (const path of ['/mandatory-public-disclosure', '/hi/mandatory-public-disclosure']) {
      expect((await page.goto(`${emptySiteURL}${path}`))?.status()).toBe(404);
    }
    expect(await (await page.request.get(`${emptySiteURL}/sitemap.xml`)).text()).not.toContain('mandatory-public-disclosure');
    await page.goto(`${emptySiteURL}/`);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json.identifier).toBeUndefined();
  });
});

test.describe('the RTE Act’s free seats on the admissions page', () => {
  test('explain Section 12(1)(c) and link to the state’s portal, in English and Hindi', async ({ page }) => {
    await page.goto('/admissions');
    const rte = page.locator('#rte');
    await expect(rte.getByRole('heading', { level: 2 })).toHaveText(en.admissions.rteTitle);
    await expect(rte).toContainText('Section 12(1)(c)');
    await expect(rte).toContainText('25 %');
    await expect(rte).toContainText('lottery');
    const portal = rte.getByRole('link', { name: en.admissions.rtePortal });
    await expect(portal).toHaveAttribute('href', defaultRtePortalUrl);
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    // Reached from the page's own "on this page" bar.
    await page.getByRole('navigation', { name: en.admissions.onThisPage }).getByRole('link', { name: en.admissions.nav.rte }).click();
    await expect(page).toHaveURL(/#rte$/);
    await expect(rte.getByRole('heading', { level: 2 })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/hi/admissions');
    const rteHi = page.locator('#rte');
    await expect(rteHi.getByRole('heading', { level: 2 })).toHaveText(hi.admissions.rteTitle);
    await expect(rteHi).toContainText('धारा 12(1)(c)');
    await expect(rteHi.getByRole('link', { name: hi.admissions.rtePortal })).toHaveAttribute('href', defaultRtePortalUrl);
  });
});
