import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { contentResources, type Body } from '~/test/content-resources';
import { testDialects } from '~/test/databases';
import { openApiDocument } from './openapi-document.server';
import * as settings from './settings';

/**
 * Issue 15 through the JSON API, on each database: every kind's POST, GET (item and list) and PATCH
 * carry its Hindi twins; a PATCH that does not name them keeps them, an empty one clears them (null);
 * a too-long one is refused (400) under its own name and changes or stores nothing; what the API
 * answers is what the OpenAPI document promises, field for field.
 */

type Item = Record<string, unknown> & { id: number };

/** Each resource's Hindi twins, the first one's limit and refusal, and its documented answer. */
const twins: Record<string, { hindi: Record<string, string>; max: number; tooLong: string; component: string }> = {
  notices: { hindi: { titleHi: 'खेलकूद दिवस', detailsHi: 'मैदान पर।' }, max: 150, tooLong: 'Keep the Hindi title under 150 characters', component: 'Notice' },
  jobs: { hindi: { titleHi: 'विज्ञान शिक्षक', detailsHi: 'बी.एड. आवश्यक है।' }, max: 120, tooLong: 'Keep the Hindi role under 120 characters', component: 'JobPost' },
  photos: { hindi: { titleHi: 'प्रार्थना सभा', descriptionHi: 'सुबह की प्रार्थना।' }, max: 150, tooLong: 'Keep the Hindi title under 150 characters', component: 'GalleryPhoto' },
  albums: { hindi: { titleHi: 'खेलकूद दिवस', descriptionHi: 'दौड़ और पुरस्कार।' }, max: 150, tooLong: 'Keep the Hindi title under 150 characters', component: 'Album' },
  events: { hindi: { titleHi: 'वार्षिकोत्सव', descriptionHi: 'गीत और नाटक।' }, max: 150, tooLong: 'Keep the Hindi title under 150 characters', component: 'Event' },
  faculty: { hindi: { roleHi: 'प्राथमिक शिक्षिका', detailsHi: 'बी.ए., डी.एल.एड.।' }, max: 100, tooLong: 'Keep the Hindi role under 100 characters', component: 'FacultyMember' },
  toppers: { hindi: { stdHi: 'कक्षा 8' }, max: 40, tooLong: 'Keep the class in Hindi under 40 characters', component: 'Topper' },
  testimonials: { hindi: { relationHi: 'रिया के पिता', detailsHi: 'शिक्षक हर बच्चे को जानते हैं।' }, max: 120, tooLong: 'Keep this in Hindi under 120 characters', component: 'Testimonial' },
};

/** A new item's body with more fields: appended to a multipart form, or merged into JSON. */
function withFields(body: Body, fields: Record<string, string>): Body {
  if (!(body instanceof FormData)) return { ...body, ...fields };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe.each(testDialects)('Hindi twins through the API on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  for (const resource of contentResources) {
    const { hindi, max, tooLong, component } = twins[resource.name]!;
    const [first] = Object.keys(hindi) as [string];
    const none = Object.fromEntries(Object.keys(hindi).map((name) => [name, null]));

    it(`${resource.name}: POST, GET and PATCH carry ${Object.keys(hindi).join(' and ')}; left out keeps, empty clears, too long is a 400 that changes nothing`, async () => {
      const { collection, item, path } = resource;
      const get = async (id: string) => (await bed.api.call(item.loader as never, { method: 'GET', path: `${path}/${id}`, params: { id } })).body.data as Item;
      const list = async () => (await bed.api.call(collection.loader as never, { method: 'GET', path })).body.data as Item[];
      const patch = (id: string, body: Record<string, unknown>) => bed.api.call(item.action as never, { method: 'PATCH', path: `${path}/${id}`, params: { id }, body });

      // Without Hindi, as before: the twins answer null.
      const plain = await bed.api.call(collection.action as never, { method: 'POST', path, body: await resource.create(bed.database.db) });
      expect(plain.status, JSON.stringify(plain.body)).toBe(201);
      expect(plain.body.data).toMatchObject(none);

      const created = await bed.api.call(collection.action as never, { method: 'POST', path, body: withFields(await resource.create(bed.database.db), hindi) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject(hindi);
      const id = String((created.body.data as Item).id);
      expect(await get(id)).toMatchObject(hindi);
      expect((await list()).find((one) => String(one.id) === id)).toMatchObject(hindi);
      // What the API answers is what its document says it answers, field for field.
      const documented = openApiDocument.components.schemas[component as keyof typeof openApiDocument.components.schemas] as { properties: object };
      expect(Object.keys(await get(id)).sort(), component).toEqual(Object.keys(documented.properties).sort());

      // A PATCH of an English field keeps the Hindi.
      const [field, value] = Object.entries(resource.change)[0]!;
      expect((await patch(id, { [field]: value })).status).toBe(200);
      expect(await get(id)).toMatchObject({ [field]: value, ...hindi });

      // Too long: 400 under the twin's own name, in words a developer can act on; nothing changed.
      const before = await get(id);
      const refused = await patch(id, { [first]: 'क'.repeat(max + 1) });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields).toEqual({ [first]: tooLong });
      expect(await get(id)).toEqual(before);
      const count = (await list()).length;
      const refusedNew = await bed.api.call(collection.action as never, { method: 'POST', path, body: withFields(await resource.create(bed.database.db), { [first]: 'क'.repeat(max + 1) }) });
      expect(refusedNew.status).toBe(400);
      expect(refusedNew.body.error?.fields).toEqual({ [first]: tooLong });
      expect((await list()).length).toBe(count);

      // Empty clears (null), and so does null, which is what a GET gave back.
      const cleared = await patch(id, Object.fromEntries(Object.keys(hindi).map((name, i) => [name, i % 2 === 0 ? '' : null])));
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(await get(id)).toMatchObject({ [field]: value, ...none });
    });
  }

  it('settings: PATCH and GET carry the school’s name, tagline, address and hours in Hindi; left out keeps them, empty clears', async () => {
    const read = async () => (await bed.api.call(settings.loader as never, { method: 'GET', path: '/bed.api/settings' })).body.data as Record<string, unknown>;
    const patch = (body: Record<string, unknown>) => bed.api.call(settings.action as never, { method: 'PATCH', path: '/bed.api/settings', body });

    expect(await read()).toMatchObject({ schoolNameHi: null, taglineHi: null, addressHi: null });
    const hindi = { schoolNameHi: 'सनराइज़ मिशन स्कूल', taglineHi: 'शिक्षा में उत्कृष्टता', addressHi: 'बोरिंग रोड, पटना' };
    const hours = [{ days: 'Monday to Friday', time: '8:00 AM – 4:00 PM', daysHi: 'सोमवार से शुक्रवार', timeHi: 'सुबह 8:00 – शाम 4:00' }];
    const saved = await patch({ ...hindi, hours });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await read()).toMatchObject({ ...hindi, hours });

    expect((await patch({ tagline: 'Excellence in Education' })).status).toBe(200);
    expect(await read()).toMatchObject({ tagline: 'Excellence in Education', ...hindi, hours });

    const refused = await patch({ schoolNameHi: 'क'.repeat(101) });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ schoolNameHi: 'Keep the Hindi name under 100 characters' });

    expect((await patch({ taglineHi: '' })).status).toBe(200);
    expect(await read()).toMatchObject({ taglineHi: null, schoolNameHi: hindi.schoolNameHi });
  });
});
