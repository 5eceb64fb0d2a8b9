import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, phonePhoto, signInAsStaff, screenFlowBackends, staffSiteURL } from './support/staff';

// The settings are one record per site: these tests change it one at a time, at one screen size.
test.describe.configure({ mode: 'serial' });

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff change the school's details and the public pages show them @desktop`, async ({ page }) => {
    await signInAsStaff(page, backend.url);
    await page.goto(`${backend.url}/dashboard/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const phone = `+91 90000 ${String(Date.now()).slice(-5)}`;
    await page.getByLabel('Phone 1').fill(phone);
    await englishField(page, 'Days, line 1').fill('Monday – Friday');
    await englishField(page, 'Time, line 1').fill('7:45 AM – 2:15 PM');
    await page.getByLabel('Facebook').fill('https://facebook.com/our-school-e2e');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    await expect(page.getByLabel('Phone 1')).toHaveValue(phone);

    await page.goto(`${backend.url}/contact`);
    await expect(page.getByTestId('contact-phones').getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('7:45 AM – 2:15 PM');
    await expect(footer.locator('a[href="https://facebook.com/our-school-e2e"]')).toHaveCount(1);

    // An emptied social link is hidden, not shown blank.
    await page.goto(`${backend.url}/dashboard/settings`);
    await page.getByLabel('Facebook').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    await page.goto(`${backend.url}/`);
    await expect(page.locator('a[href*="facebook.com"]')).toHaveCount(0);

    // A new hero poster from the dashboard, then back to the built-in one.
    await page.goto(`${backend.url}/dashboard/settings`);
    await page.getByLabel('Poster picture').setInputFiles({ name: 'campus.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#1d4ed8') });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    await page.goto(`${backend.url}/`);
    const poster = page.getByTestId('hero-poster');
    await expect(poster).toHaveAttribute('src', /^\/uploads\/images\/[0-9a-f]{32}-\d+\.webp$/);
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    const uploaded = await poster.getAttribute('src');

    await page.goto(`${backend.url}/dashboard/settings`);
    await page.getByLabel('Go back to the built-in picture').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    await page.goto(`${backend.url}/`);
    await expect(page.getByTestId('hero-poster')).toHaveAttribute('src', '/media/hero-poster.webp');
    expect((await page.request.get(`${backend.url}${uploaded}`)).status()).toBe(404);
  });
}

test('the school name, tagline, address, WhatsApp and hero video reach the public pages, as plain text @desktop', async ({ page, playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);
  const before = (await (await staff.get('/api/settings')).json()).data;
  try {
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/settings`);
    // Markup typed by staff must stay text: in the page and in the home page's JSON-LD.
    const name = 'Sunrise <b>Mission</b> School';
    const tagline = '</script><script>window.pwned = 1</script> & more';
    await englishField(page, 'School name').fill(name);
    await englishField(page, 'Tagline').fill(tagline);
    await page.locator('textarea[name="address"]').fill('Bailey Road, Patna, Bihar 800014');
    // Decision 0067: WhatsApp typed as it is dialled, the map as a pasted Google Maps link.
    await page.getByLabel('WhatsApp number').fill('098123-45678');
    await page.getByLabel('Google Maps link').fill('https://www.google.com/maps/place/Sunrise/@25.6,85.1,17z/data=!4m2!3d25.6093!4d85.1376');
    await page.getByLabel('Video address').fill('/media/hero.mp4');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    // The form shows them back: the number as a phone number, the position as a link.
    await expect(page.getByLabel('WhatsApp number')).toHaveValue('+91 98123 45678');
    await expect(page.getByLabel('Google Maps link')).toHaveValue('https://www.google.com/maps?q=25.6093,85.1376');
    await expect(page.getByTestId('map-now').getByRole('link', { name: '25.6093, 85.1376' })).toBeVisible();

    await page.goto(`${staffSiteURL}/`);
    const header = page.getByTestId('site-header');
    await expect(header).toContainText(name);
    await expect(header).toContainText(tagline);
    await expect(header.locator('b')).toHaveCount(0);
    await expect(page).toHaveTitle(`Home | ${name}`);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ name, slogan: tagline, address: { streetAddress: 'Bailey Road, Patna, Bihar 800014' } });
    await expect(page.locator('a[href="https://wa.me/919812345678"]').first()).toBeAttached();
    await expect(page.getByTestId('top-bar')).toContainText('Bailey Road, Patna, Bihar 800014');
    await expect(page.locator('video source').first()).toHaveAttribute('src', '/media/hero.mp4');

    await page.goto(`${staffSiteURL}/contact`);
    await expect(page.getByRole('main')).toContainText('Bailey Road, Patna, Bihar 800014');
    await expect(page.locator('a[href*="mlat=25.6093&mlon=85.1376"]').first()).toBeAttached();
  } finally {
    const { schoolName, tagline, address, whatsapp, heroVideoUrl, mapLatitude, mapLongitude } = before;
    expect((await staff.patch('/api/settings', { data: { schoolName, tagline, address, whatsapp, heroVideoUrl, mapLatitude, mapLongitude } })).status()).toBe(200);
    await staff.dispose();
  }
});

test('the settings screen names what needs correcting and keeps what was typed @desktop', async ({ page }) => {
  await signInAsStaff(page, staffSiteURL);
  await page.goto(`${staffSiteURL}/dashboard/settings`);
  await page.locator('form[method="post"]').last().evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByLabel('Phone 2').fill('12345');
  await page.getByLabel('Instagram').fill('instagram dot com');
  await page.getByLabel('Google Maps link').fill('https://maps.app.goo.gl/AbCdEf123');
  await page.getByLabel('WhatsApp number').fill('12345');
  await page.getByLabel('Video address').fill('https://example.com/clip.avi');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Some details need correcting.');
  await expect(page.getByText('Enter the full number with its STD code, at least 10 digits')).toBeVisible();
  await expect(page.getByText('Enter a full web address starting with https://')).toBeVisible();
  await expect(page.getByText('This short link (maps.app.goo.gl) cannot be read here. Open it, then copy the long address from the browser’s address bar and paste that')).toBeVisible();
  await expect(page.getByText('Enter an Indian mobile number, e.g. 98765 43210 or +91 98765 43210')).toBeVisible();
  await expect(page.getByLabel('Google Maps link')).toHaveValue('https://maps.app.goo.gl/AbCdEf123');
  await expect(page.getByText('Enter an address ending in .mp4 or .webm, starting with / or https://')).toBeVisible();
  await expect(page.getByLabel('Instagram')).toHaveValue('instagram dot com');
});

test('settings API: public GET without internal ids; PATCH is for staff and merges social links @desktop', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: staffSiteURL });
  const publicView = (await (await visitor.get('/api/settings')).json()).data;
  expect(publicView).toHaveProperty('schoolName');
  expect(publicView).not.toHaveProperty('heroPosterImageId');
  expect((await visitor.patch('/api/settings', { data: { tagline: 'x' } })).status()).toBe(401);

  const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);
  const invalid = await staff.patch('/api/settings', { data: { email: 'not-an-email', whatsapp: '98-abc' } });
  expect(invalid.status()).toBe(400);
  expect(Object.keys((await invalid.json()).error.fields).sort()).toEqual(['email', 'whatsapp']);
  await staff.patch('/api/settings', { data: { social: { youtube: 'https://youtube.com/@school-e2e' } } });
  const merged = await staff.patch('/api/settings', { data: { social: { x: 'https://x.com/school_e2e' } } });
  expect((await merged.json()).data.social).toMatchObject({ youtube: 'https://youtube.com/@school-e2e', x: 'https://x.com/school_e2e' });
  await staff.patch('/api/settings', { data: { social: { youtube: '', x: '' } } });
  await visitor.dispose();
  await staff.dispose();
});

test('staff name the board and its numbers and the RTE portal; the home page, the footer, Our Story and admissions show them in both languages @desktop', async ({ page, playwright, browser }) => {
  const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);
  const before = (await (await staff.get('/api/settings')).json()).data;
  try {
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/settings`);
    // What only the server refuses: a UDISE+ code that is not 11 digits, another board without its name.
    await page.locator('form[method="post"]').last().evaluate((form) => form.setAttribute('novalidate', ''));
    await page.locator('select[name="board"]').selectOption('other');
    await englishField(page, 'Name of the other board').fill('');
    await page.getByLabel('UDISE+ code').fill('1028050012');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some details need correcting.');
    await expect(page.getByText('A UDISE+ code is 11 digits, e.g. 10280500123; leave it empty if you do not have one')).toBeVisible();
    await page.getByLabel('UDISE+ code').fill('1028 0500 123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter the name of the board the school is affiliated to')).toBeVisible();
    await expect(page.getByLabel('UDISE+ code')).toHaveValue('1028 0500 123');

    await page.locator('select[name="board"]').selectOption('bseb');
    await page.getByLabel('Affiliation number').fill('BSEB/2019-77');
    await page.getByLabel('School code').fill('');
    await page.getByLabel('State RTE portal').fill('https://rte.example.gov.in/apply');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    await expect(page.getByLabel('UDISE+ code')).toHaveValue('10280500123');
    await expectNoSeriousA11yViolations(page);

    const english = 'Affiliated to BSEB (Bihar School Examination Board) · Affiliation No. BSEB/2019-77 · UDISE+ Code 10280500123 · Mandatory Public Disclosure';
    const hindi = 'बिहार विद्यालय परीक्षा समिति से संबद्ध · संबद्धता संख्या BSEB/2019-77 · यू-डाइस+ कोड 10280500123 · अनिवार्य सार्वजनिक प्रकटीकरण';
    await page.goto(`${staffSiteURL}/`);
    await expect(page.locator('#about').getByTestId('school-affiliation')).toHaveText(english);
    await expect(page.getByTestId('site-footer').getByTestId('school-affiliation')).toHaveText(english);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'BSEB affiliation number', value: 'BSEB/2019-77' },
      { '@type': 'PropertyValue', propertyID: 'UDISE+ code', value: '10280500123' },
    ]);
    await page.goto(`${staffSiteURL}/our-story`);
    await expect(page.locator('main').getByTestId('school-affiliation')).toHaveText(english);
    await page.goto(`${staffSiteURL}/hi`);
    await expect(page.locator('#about').getByTestId('school-affiliation')).toHaveText(hindi);
    await expect(page.getByTestId('site-footer').getByTestId('school-affiliation')).toHaveText(hindi);
    await page.goto(`${staffSiteURL}/hi/our-story`);
    await expect(page.locator('main').getByTestId('school-affiliation')).toHaveText(hindi);
    await page.goto(`${staffSiteURL}/admissions#rte`);
    await expect(page.locator('#rte').getByRole('link', { name: 'Go to the state’s RTE portal' })).toHaveAttribute('href', 'https://rte.example.gov.in/apply');
    await page.goto(`${staffSiteURL}/hi/admissions#rte`);
    await expect(page.locator('#rte').getByRole('link', { name: 'राज्य के RTE पोर्टल पर जाएँ' })).toHaveAttribute('href', 'https://rte.example.gov.in/apply');

    // On a phone (390 px): the board chosen again from the settings screen, and the disclosure says it.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await signInAsStaff(phone, staffSiteURL);
    await phone.goto(`${staffSiteURL}/dashboard/settings`);
    await phone.locator('select[name="board"]').selectOption('icse');
    await phone.getByRole('button', { name: 'Save settings' }).click();
    await expect(phone.getByRole('status')).toHaveText('Settings saved');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.goto(`${staffSiteURL}/`);
    await phone.getByTestId('site-footer').getByTestId('disclosure-link').click();
    await expect(phone.getByText('This page follows the layout ICSE (CISCE) asks of the schools it affiliates.')).toBeVisible();
    await phone.context().close();

    // Another board by its own name, in Hindi where staff gave one; "None" hides everything.
    await page.goto(`${staffSiteURL}/dashboard/settings`);
    await page.locator('select[name="board"]').selectOption('other');
    await englishField(page, 'Name of the other board').fill('NIOS');
    await page.locator('[name="boardNameHi"]').fill('राष्ट्रीय मुक्त विद्यालयी शिक्षा संस्थान');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('Settings saved');
    await page.goto(`${staffSiteURL}/hi`);
    await expect(page.getByTestId('site-footer').getByTestId('school-affiliation')).toContainText('राष्ट्रीय मुक्त विद्यालयी शिक्षा संस्थान से संबद्ध');
    await page.goto(`${staffSiteURL}/`);
    await expect(page.getByTestId('site-footer').getByTestId('school-affiliation')).toContainText('Affiliated to NIOS');
    // "None" hides all of it: board-rte.spec.ts reads the empty site, which names none. It is not
    // chosen here, since disclosure.spec.ts reads this server's disclosure page at the same time.
  } finally {
    const { board, boardName, boardNameHi, affiliationNumber, schoolCode, udiseCode, rtePortalUrl } = before;
    const restored = await staff.patch('/api/settings', { data: { board, boardName, boardNameHi, affiliationNumber, schoolCode, udiseCode, rtePortalUrl } });
    expect(restored.status(), await restored.text()).toBe(200);
    await staff.dispose();
  }
});
