import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { staffAccount } from './support/site';
import { phonePhoto, staffBackends, uniqueName, visitorAddress } from './support/staff';

/**
 * Writes change what they name and nothing else (security review, findings 5, 6 and 11), through
 * the running server on SQLite and PostgreSQL: a PATCH of one field leaves every other field as it
 * was; a field nobody knows is refused (400, named in `fields`) and changes or stores nothing; a list
 * query with a value it cannot mean is refused by naming the parameter. Each test makes its own items
 * (other tests write to the same servers at the same time) and removes them afterwards.
 */

type Item = Record<string, unknown> & { id: number };
type Fields = Record<string, string | number | boolean>;

const unknownField = (name: string) => `There is no field called “${name}”`;

/**
 * The item without the fields that changed, its time of change, and a topper's rank (its place among
 * all toppers, which other tests' toppers move).
 */
function without(item: Item, changed: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !changed.includes(key) && key !== 'updatedAt' && key !== 'rank'));
}

async function dataOf<T = Item>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()).data as T;
}

async function expectUnknownFields(response: APIResponse, names: string[]): Promise<void> {
  expect(response.status(), await response.text()).toBe(400);
  expect((await response.json()).error.fields).toEqual(Object.fromEntries(names.map((name) => [name, unknownField(name)])));
}

interface Resource {
  path: string;
  /** How a new item is sent: JSON, or multipart with a photo. */
  multipart: boolean;
  /**
   * A new item's fields; `name` is unique to the test, so the list can be searched for it. `albumId`:
   * an album the test made for a kind that lives in one (photos).
   */
  fields: (name: string, albumId: number) => Fields;
  /** The item goes into an album, made before and deleted after. */
  inAlbum?: true;
  /** The field a list is searched by. */
  nameField: string;
  /** One field to change, with its new value. */
  change: Fields;
}

const resources: Resource[] = [
  {
    path: '/api/notices',
    multipart: false,
    fields: (name) => ({ title: name, details: 'On the ground', date: '2026-03-05', category: 'sports', priority: 'high' }),
    nameField: 'title',
    change: { details: 'On the ground, from 9 AM' },
  },
  {
    path: '/api/jobs',
    multipart: false,
    fields: (name) => ({ title: name, details: 'B.Ed. needed', status: 'open' }),
    nameField: 'title',
    change: { details: 'B.Ed. and two years of teaching' },
  },
  {
    path: '/api/photos',
    multipart: true,
    fields: (name, albumId) => ({ albumId, title: name, description: 'Morning prayer' }),
    nameField: 'title',
    change: { description: 'The whole school at prayer' },
    inAlbum: true,
  },
  {
    path: '/api/albums',
    multipart: false,
    fields: (name) => ({ title: name, heldOn: '2026-11-14', description: 'Races and prizes' }),
    nameField: 'title',
    change: { heldOn: '2026-11-15' },
  },
  {
    path: '/api/events',
    multipart: true,
    fields: (name) => ({ title: name, date: '2099-12-01', description: 'Songs and a play' }),
    nameField: 'title',
    change: { description: 'Songs, dances and a play' },
  },
  {
    path: '/api/faculty',
    multipart: true,
    fields: (name) => ({ name, role: 'Primary Teacher', details: 'B.A., D.El.Ed.' }),
    nameField: 'name',
    change: { role: 'Class Teacher' },
  },
  {
    path: '/api/toppers',
    multipart: true,
    fields: (name) => ({ name, marks: '91.5', std: 'Class 8', examYear: '2026' }),
    nameField: 'name',
    change: { marks: 92.25 },
  },
  {
    path: '/api/testimonials',
    multipart: true,
    fields: (name) => ({ name, relation: 'Father of Riya, Class 4', details: 'Teachers know every child.' }),
    nameField: 'name',
    change: { details: 'The teachers know every child by name.' },
  },
];

for (const backend of staffBackends) {
  test.describe(`${backend.name} API writes change what they name @desktop`, () => {
    let staff: APIRequestContext;
    test.beforeEach(async ({ playwright }) => {
      staff = await playwright.request.newContext({ baseURL: backend.url });
      expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
    });
    test.afterEach(() => staff.dispose());

    const send = async (resource: Resource, fields: Fields) =>
      staff.post(resource.path, resource.multipart ? { multipart: { ...fields, photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } } } : { data: fields });
    const named = async (resource: Resource, name: string) =>
      (await dataOf<Item[]>(await staff.get(resource.path))).filter((item) => item[resource.nameField] === name);

    for (const resource of resources) {
      test(`${resource.path}: a PATCH of one field keeps every other; an unknown field is refused by name on PATCH and POST, changing and storing nothing`, async () => {
        const name = uniqueName('Writes');
        const album = resource.inAlbum ? await dataOf(await staff.post('/api/albums', { data: { title: uniqueName('Writes album'), heldOn: '2026-11-14' } }), 201) : undefined;
        const fieldsOf = (itemName: string) => resource.fields(itemName, album?.id ?? 0);
        const created = await dataOf(await send(resource, fieldsOf(name)), 201);
        const itemPath = `${resource.path}/${created.id}`;
        try {
          const before = await dataOf(await staff.get(itemPath));
          const [field, value] = Object.entries(resource.change)[0];
          await dataOf(await staff.patch(itemPath, { data: resource.change }));
          const after = await dataOf(await staff.get(itemPath));
          expect(after[field]).toEqual(value);
          expect(without(after, [field])).toEqual(without(before, [field]));

          await expectUnknownFields(await staff.patch(itemPath, { data: { titel: 'x' } }), ['titel']);
          // Beside an unknown field, a good one is not written either.
          await expectUnknownFields(await staff.patch(itemPath, { data: { [field]: before[field], colour: 'red' } }), ['colour']);
          expect(without(await dataOf(await staff.get(itemPath)), [])).toEqual(without(after, []));

          const refusedName = uniqueName('Refused');
          await expectUnknownFields(await send(resource, { ...fieldsOf(refusedName), titel: 'x' }), ['titel']);
          expect(await named(resource, refusedName)).toEqual([]);
        } finally {
          expect((await staff.delete(itemPath)).status()).toBe(204);
          if (album) expect((await staff.delete(`/api/albums/${album.id}`)).status()).toBe(204);
        }
      });
    }

    test('PATCH /api/settings of one field keeps the school name, phones and every other setting; an unknown field is refused by name and nothing changes', async () => {
      // The map's latitude: a setting no other browser test reads or writes, so this test neither
      // disturbs theirs nor is disturbed by them (the settings are one record per site).
      const before = await dataOf<Record<string, unknown>>(await staff.get('/api/settings'));
      expect(before.schoolName).not.toBe('Our School');
      const latitude = Math.round(Math.random() * 8900) / 100;
      try {
        const saved = await dataOf<Record<string, unknown>>(await staff.patch('/api/settings', { data: { mapLatitude: latitude } }));
        expect(saved).toEqual({ ...before, mapLatitude: latitude });
      } finally {
        await dataOf(await staff.patch('/api/settings', { data: { mapLatitude: before.mapLatitude } }));
      }

      const tagline = uniqueName('Never saved');
      await expectUnknownFields(await staff.patch('/api/settings', { data: { tagline, titel: 'x' } }), ['titel']);
      await expectUnknownFields(await staff.patch('/api/settings', { data: { social: { tiktok: 'https://tiktok.com/@school' } } }), ['social.tiktok']);
      const after = await dataOf<Record<string, unknown>>(await staff.get('/api/settings'));
      expect(after.tagline).not.toBe(tagline);
      expect(after.social).not.toHaveProperty('tiktok');
    });

    const inboxes = [
      {
        path: '/api/enquiries',
        nameField: 'parentName',
        fields: (name: string) => ({ parentName: name, childName: 'Riya', email: 'asha@example.com', phone: '98765 43210', classSought: 'Year 1', message: 'A van?', consent: true }),
      },
      {
        path: '/api/contact-messages',
        nameField: 'name',
        fields: (name: string) => ({ name, email: 'ravi@example.com', phone: '91234 56780', inquiryType: 'admissions', message: 'Fees?' }),
      },
    ];

    for (const inbox of inboxes) {
      test(`${inbox.path}: a visitor's unknown field is refused by name and nothing is stored; a status change keeps every other field`, async ({ request }) => {
        const visitor = { 'X-Forwarded-For': visitorAddress() };
        const list = async (name: string) => (await dataOf<Item[]>(await staff.get(inbox.path))).filter((item) => item[inbox.nameField] === name);

        const refused = uniqueName('Refused');
        await expectUnknownFields(await request.post(`${backend.url}${inbox.path}`, { headers: visitor, data: { ...inbox.fields(refused), colour: 'red' } }), ['colour']);
        expect(await list(refused)).toEqual([]);

        const name = uniqueName('Parent');
        await dataOf(await request.post(`${backend.url}${inbox.path}`, { headers: visitor, data: inbox.fields(name) }), 201);
        const [before] = await list(name);
        const itemPath = `${inbox.path}/${before.id}`;
        try {
          await dataOf(await staff.patch(itemPath, { data: { status: 'contacted' } }));
          const after = await dataOf(await staff.get(itemPath));
          expect(after.status).toBe('contacted');
          expect(without(after, ['status'])).toEqual(without(before, ['status']));

          await expectUnknownFields(await staff.patch(itemPath, { data: { status: 'closed', notes: 'called back' } }), ['notes']);
          expect(await dataOf(await staff.get(itemPath))).toEqual(after);
        } finally {
          expect((await staff.delete(itemPath)).status()).toBe(204);
        }
      });

      test(`GET ${inbox.path} with a status it does not know is refused by naming status, never read as all`, async () => {
        for (const status of ["' OR 1=1--", 'NEW', 'open']) {
          const answer = await staff.get(`${inbox.path}?status=${encodeURIComponent(status)}`);
          expect(answer.status(), status).toBe(400);
          const body = await answer.json();
          expect(body.error.fields, status).toEqual({ status: 'status must be new, contacted, closed or all' });
          expect(body).not.toHaveProperty('data');
        }
        for (const status of ['new', 'contacted', 'closed', 'all']) expect((await staff.get(`${inbox.path}?status=${status}`)).status(), status).toBe(200);
      });
    }

    test('a job application with an unknown field is refused by name and nothing is stored', async ({ request }) => {
      const name = uniqueName('Meera');
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
      const answer = await request.post(`${backend.url}/api/applications`, {
        headers: { 'X-Forwarded-For': visitorAddress() },
        multipart: { name, email: 'meera@example.com', phone: '98765 43210', job: 'general', consent: 'on', colour: 'red', resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
      });
      await expectUnknownFields(answer, ['colour']);
      expect((await dataOf<Item[]>(await staff.get('/api/applications'))).filter((item) => item.name === name)).toEqual([]);
    });

    test('the public lists refuse a bad limit by naming it', async () => {
      for (const path of ['/api/notices', '/api/photos', '/api/albums']) {
        for (const limit of ['0', '101', 'lots']) {
          const answer = await staff.get(`${path}?limit=${limit}`);
          expect(answer.status(), `${path} ${limit}`).toBe(400);
          expect((await answer.json()).error.fields, `${path} ${limit}`).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
        }
      }
    });
  });
}
