import { expect, test } from '@playwright/test';
import { emptySiteURL, expectNoSeriousA11yViolations, watchConsole } from './support/site';

interface ApiFaculty {
  id: number;
  name: string;
  role: string;
  details: string;
  image: { src: string } | null;
}
interface ApiTopper {
  id: number;
  name: string;
  marks: number;
  std: string;
  examYear: string;
  rank: number;
}

test.describe('faculty', () => {
  test('the faculty page is in the server HTML: every member with photo, role and a profile link', async ({ request }) => {
    const response = await request.get('/school-faculty');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const { data: faculty } = (await (await request.get('/api/faculty')).json()) as { data: ApiFaculty[] };
    expect(faculty.length).toBeGreaterThan(0);
    for (const member of faculty) {
      expect(html).toContain(`href="/faculty/${member.id}"`);
      expect(html).toContain(member.role);
    }
    expect(html).toContain('View Profile');
  });

  test('cards show photo, name, role and details, and View Profile opens the profile', async ({ page, request }) => {
    const errors = watchConsole(page);
    const { data: faculty } = (await (await request.get('/api/faculty')).json()) as { data: ApiFaculty[] };
    await page.goto('/school-faculty');
    await expect(page.locator('h1')).toHaveText('Our Faculty');
    const cards = page.getByTestId('faculty-card');
    await expect(cards).toHaveCount(faculty.length);
    // In the order staff added them (docs/decisions/0011): the API's order, the principal first.
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(faculty.map((m) => m.name));
    const first = cards.first();
    await expect(first.getByRole('img', { name: `Photo of ${faculty[0].name}` })).toBeVisible();
    await expect(first).toContainText(faculty[0].role);
    await expect(first).toContainText(faculty[0].details);
    await expectNoSeriousA11yViolations(page);

    const second = faculty[1];
    await cards.nth(1).getByRole('link', { name: /View Profile/ }).click();
    await expect(page).toHaveURL(new RegExp(`/faculty/${second.id}$`));
    await expect(page.locator('h1')).toHaveText(second.name);
    await expect(page.getByTestId('page-header')).toContainText(second.role);
    await expect(page.getByRole('main')).toContainText(second.details);
    await expect(page.getByRole('main').getByRole('img', { name: `Photo of ${second.name}` })).toBeVisible();
    await expect(page).toHaveTitle(`${second.name}, ${second.role} | Sunrise Mission School`);
    // The school office, from the settings, is the way to reach a teacher.
    const office = page.getByTestId('office-contact');
    await expect(office.locator('a[href="tel:+919876543210"]')).toBeVisible();
    await expect(office.locator('a[href="mailto:office@sunrisemission.example"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('main').getByRole('link', { name: 'Back to all faculty' }).first().click();
    await expect(page).toHaveURL(/\/school-faculty$/);
    expect(errors).toEqual([]);
  });

  test('an unknown or non-numeric profile id is a 404 inside the site frame', async ({ page, request }) => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await request.get(`/faculty/${id}`);
      expect(response.status(), id).toBe(404);
      const html = await response.text();
      expect(html).toContain('Teacher not found');
      expect(html).toContain('noindex');
    }
    await page.goto('/faculty/999999');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Teacher not found');
    await expect(page.getByTestId('faculty-not-found').getByRole('link', { name: 'Back to all faculty' })).toHaveAttribute(
      'href',
      '/school-faculty',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('an empty site says No Faculty Found.', async ({ page }) => {
    await page.goto(`${emptySiteURL}/school-faculty`);
    await expect(page.getByRole('main')).toContainText('No Faculty Found.');
    await expect(page.getByTestId('faculty-card')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('toppers', () => {
  test('cards are sorted by marks, highest first, and the top three wear 1st, 2nd and 3rd', async ({ page, request }) => {
    const html = await (await request.get('/school-topper')).text();
    expect(html).toContain('data-testid="rank-badge"');

    await page.goto('/school-topper');
    await expect(page.locator('h1')).toHaveText('Our Toppers');
    const cards = page.getByTestId('topper-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    const marks = (await page.getByTestId('topper-marks').evaluateAll((els) => els.map((e) => e.getAttribute('data-marks')))).map(Number);
    expect(marks).toHaveLength(count);
    expect(marks).toEqual([...marks].sort((a, b) => b - a));
    // The seeded marks have no ties: exactly the first three are badged, in order.
    expect(new Set(marks.slice(0, 4)).size).toBe(4);
    await expect(cards.nth(0).getByTestId('rank-badge')).toHaveText('Rank: 1st');
    await expect(cards.nth(1).getByTestId('rank-badge')).toHaveText('Rank: 2nd');
    await expect(cards.nth(2).getByTestId('rank-badge')).toHaveText('Rank: 3rd');
    await expect(page.getByTestId('rank-badge')).toHaveCount(3);
    for (let i = 3; i < count; i += 1) await expect(cards.nth(i).getByTestId('rank-badge')).toHaveCount(0);

    // Each card shows name, class, marks as a percentage and the exam year, as the API has them.
    const { data: toppers } = (await (await request.get('/api/toppers')).json()) as { data: ApiTopper[] };
    expect(toppers.map((t) => t.marks)).toEqual(marks);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(toppers.map((t) => t.name));
    await expect(cards.first()).toContainText(toppers[0].std);
    await expect(cards.first().getByTestId('topper-marks')).toHaveText(`${toppers[0].marks}%`);
    await expect(cards.first()).toContainText(`Exam year ${toppers[0].examYear}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('an empty site says No student results found.', async ({ page }) => {
    await page.goto(`${emptySiteURL}/school-topper`);
    await expect(page.getByRole('main')).toContainText('No student results found.');
    await expect(page.getByTestId('topper-card')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('leadership', () => {
  test('two profiles with the spec’s e-mail and phone fallbacks, in the server HTML', async ({ request, page }) => {
    const response = await request.get('/leadership');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const phrase of ['Director', 'Principal', 'Email N/A', 'Our leadership philosophy', 'id="contact-leadership"']) {
      expect(html).toContain(phrase);
    }

    await page.goto('/leadership');
    await expect(page.locator('h1')).toHaveText('Leadership');
    const profiles = page.getByTestId('leader-profile');
    await expect(profiles).toHaveCount(2);

    const director = page.locator('#director');
    await expect(director).toContainText('Director');
    await expect(director.getByRole('img', { name: /^Portrait of / })).toBeVisible();
    await expect(director.locator('blockquote')).not.toBeEmpty();
    await expect(director.locator('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:director@sunrisemission.example');
    // No phone for the Director: no phone link at all.
    await expect(director.locator('a[href^="tel:"]')).toHaveCount(0);

    const principal = page.locator('#principal');
    await expect(principal).toContainText('Principal');
    // No e-mail for the Principal: the text 'Email N/A', and no mail link.
    await expect(principal.getByTestId('email-na')).toHaveText('Email N/A');
    await expect(principal.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(principal.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+919876543210');

    // Portraits are served from the site itself.
    for (const src of await profiles.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc))) {
      expect(new URL(src).origin).toBe(new URL(page.url()).origin);
    }
    await expect(page.getByRole('heading', { name: 'Our leadership philosophy' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the Principal has the same picture here as on the faculty page, at a modest size (issue 18)', async ({ page, request }) => {
    const faculty = ((await (await request.get('/api/faculty')).json()) as { data: ApiFaculty[] }).data;
    const principalName = (await (await request.get('/leadership')).text()).match(/id="principal-name"[^>]*>([^<]+)</)?.[1];
    const member = faculty.find((candidate) => candidate.name === principalName);
    expect(member?.image, `a faculty member named ${principalName} with a photo`).toBeTruthy();
    await page.goto('/leadership');
    await expect(page.locator('#principal img')).toHaveAttribute('src', member!.image!.src);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/school-faculty');
    const photo = page.getByTestId('faculty-card').first().getByRole('img');
    await expect(photo).toHaveAttribute('src', faculty[0]!.image!.src);
    const box = (await photo.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(240);
  });

  test('Contact Leadership leads to the school’s contact links on the page', async ({ page }) => {
    await page.goto('/leadership');
    const link = page.getByRole('link', { name: 'Contact Leadership' });
    await expect(link).toHaveAttribute('href', '#contact-leadership');
    await link.click();
    await expect(page).toHaveURL(/\/leadership#contact-leadership$/);
    const section = page.locator('section#contact-leadership');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Contact Leadership');
    await expect(section).toBeInViewport();
    const office = section.getByTestId('office-contact');
    await expect(office.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(office.locator('a[href="mailto:office@sunrisemission.example"]')).toBeVisible();
    await expect(office.locator('a[href^="https://wa.me/919876543210"]')).toBeVisible();
    await expect(section.getByRole('link', { name: /All ways to reach us/ })).toHaveAttribute('href', '/contact');
  });
});

// The JSON API answers the same in any viewport: @desktop runs it once.
test.describe('faculty and toppers API @desktop', () => {
  test('GET /api/faculty and /api/faculty/:id', async ({ request }) => {
    const body = await (await request.get('/api/faculty')).json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(8);
    expect(Object.keys(body.data[0]).sort()).toEqual(['appointment', 'createdAt', 'details', 'detailsHi', 'id', 'image', 'name', 'post', 'qualification', 'role', 'roleHi']);
    expect(Object.keys(body.data[0].image).sort()).toEqual(['height', 'src', 'srcSet', 'width']);
    expect(body.data[0]).toMatchObject({ role: 'Principal', post: 'principal', appointment: 'regular', qualification: 'M.A. (Hindi), B.Ed.' });
    const one = await request.get(`/api/faculty/${body.data[1].id}`);
    expect(one.status()).toBe(200);
    expect((await one.json()).data).toEqual(body.data[1]);
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await request.get(`/api/faculty/${id}`);
      expect(missing.status(), id).toBe(404);
      expect((await missing.json()).error.message).toBe('There is no faculty member with that id.');
    }
  });

  test('GET /api/toppers (marks descending, ranked) and /api/toppers/:id', async ({ request }) => {
    const { data } = (await (await request.get('/api/toppers')).json()) as { data: ApiTopper[] };
    expect(data.length).toBe(5);
    expect(data.map((t) => t.marks)).toEqual([...data.map((t) => t.marks)].sort((a, b) => b - a));
    expect(data.map((t) => t.rank)).toEqual([1, 2, 3, 4, 5]);
    const third = await request.get(`/api/toppers/${data[2].id}`);
    expect((await third.json()).data).toEqual(data[2]);
    const missing = await request.get('/api/toppers/abc');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.message).toBe('There is no topper with that id.');
  });

  test('writing without a staff session is refused with 401', async ({ request }) => {
    for (const [method, url] of [
      ['post', '/api/faculty'],
      ['patch', '/api/faculty/1'],
      ['delete', '/api/faculty/1'],
      ['post', '/api/toppers'],
      ['patch', '/api/toppers/1'],
      ['delete', '/api/toppers/1'],
    ] as const) {
      const response = await request[method](url, { data: { name: 'x' } });
      expect(response.status(), `${method} ${url}`).toBe(401);
      expect((await response.json()).error.message).toMatch(/sign in/i);
    }
    expect((await (await request.get('/api/faculty')).json()).data).toHaveLength(8);
    expect((await (await request.get('/api/toppers')).json()).data).toHaveLength(5);
  });

  test('the OpenAPI document describes the faculty and toppers endpoints', async ({ request }) => {
    const document = await (await request.get('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/faculty', '/api/faculty/{id}', '/api/toppers', '/api/toppers/{id}']),
    );
    expect(document.components.schemas.Topper.required).toContain('rank');
    expect(document.components.schemas.FacultyMember.required).toContain('role');
  });
});
