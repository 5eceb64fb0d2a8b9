import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTestBed } from '~/test/api-calls';
import { contentResources, multipart, type Body } from '~/test/content-resources';
import { testDialects } from '~/test/databases';
import { resumesDir } from '~/modules/applications/applications.server';
import * as applications from './applications';
import * as contactMessage from './contact-message';
import * as contactMessages from './contact-messages';
import * as enquiries from './enquiries';
import * as enquiry from './enquiry';
import * as facultyMember from './faculty-member';
import * as facultyList from './faculty';
import * as notices from './notices';
import * as photo from './photo';
import * as photos from './photos';
import * as settings from './settings';
/**
 * Writes change what they name and nothing else (security review, findings 5, 6 and 11): through
 * each API route, on each database, a change of one field leaves every other field as it was; a
 * field nobody knows is refused by name (400) and changes or stores nothing; a list's query with a
 * value it cannot mean is refused by naming the parameter.
 */

type Item = Record<string, unknown> & { id: number };

const unknownField = (name: string) => `There is no field called “${name}”`;

/** The item without the field that changed and its time of change. */
function without(item: Item, changed: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !changed.includes(key) && key !== 'updatedAt'));
}

describe.each(testDialects)('API writes on %s', (dialect) => {
  const bed = apiTestBed(dialect);

  for (const resource of contentResources) {
    it(`${resource.name}: a change of one field keeps every other; an unknown field is refused by name, on PATCH and POST, and changes or stores nothing`, async () => {
      const { collection, item, path } = resource;
      const created = await bed.api.call(collection.action as never, { method: 'POST', path, body: await resource.create(bed.database.db) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = String((created.body.data as Item).id);
      const read = async () => (await bed.api.call(item.loader as never, { method: 'GET', path: `${path}/${id}`, params: { id } })).body.data as Item;
      const before = await read();

      const changed = await bed.api.call(item.action as never, { method: 'PATCH', path: `${path}/${id}`, params: { id }, body: resource.change });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const after = await read();
      const [field, value] = Object.entries(resource.change)[0];
      expect(after[field]).toEqual(value);
      expect(without(after, [field])).toEqual(without(before, [field]));

      const misspelt = await bed.api.call(item.action as never, { method: 'PATCH', path: `${path}/${id}`, params: { id }, body: { titel: 'x' } });
      expect(misspelt.status).toBe(400);
      expect(misspelt.body.error?.fields).toEqual({ titel: unknownField('titel') });
      // Beside an unknown field, a good one is not written either.
      const mixed = await bed.api.call(item.action as never, { method: 'PATCH', path: `${path}/${id}`, params: { id }, body: { [field]: before[field], colour: 'red' } });
      expect(mixed.status).toBe(400);
      expect(mixed.body.error?.fields).toEqual({ colour: unknownField('colour') });
      expect(await read()).toEqual(after);

      const count = async () => ((await bed.api.call(collection.loader as never, { method: 'GET', path })).body.data as Item[]).length;
      const items = await count();
      const body = await resource.create(bed.database.db);
      if (body instanceof FormData) body.append('titel', 'x');
      else body.titel = 'x';
      const refused = await bed.api.call(collection.action as never, { method: 'POST', path, body });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields).toEqual({ titel: unknownField('titel') });
      expect(await count()).toBe(items);
    });
  }

  it('faculty, toppers and testimonials take their photo off with removePhoto, which no other write knows', async () => {
    const created = await bed.api.call(facultyList.action as never, { method: 'POST', path: '/bed.api/faculty', body: await multipart({ name: 'Mr. Kumar', role: 'Mathematics Teacher' }) });
    const id = String((created.body.data as Item).id);
    expect((created.body.data as Item).image).not.toBeNull();
    const removed = await bed.api.call(facultyMember.action as never, { method: 'PATCH', path: `/bed.api/faculty/${id}`, params: { id }, body: { removePhoto: true } });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ name: 'Mr. Kumar', role: 'Mathematics Teacher', image: null });

    // A gallery photo cannot be without its picture, and a notice has none: the field is unknown there.
    const photoId = String(((await bed.api.call(photos.action as never, { method: 'POST', path: '/bed.api/photos', body: await contentResources.find((r) => r.name === 'photos')!.create(bed.database.db) })).body.data as Item).id);
    const refused = await bed.api.call(photo.action as never, { method: 'PATCH', path: `/bed.api/photos/${photoId}`, params: { id: photoId }, body: { removePhoto: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ removePhoto: unknownField('removePhoto') });
  });

  describe('visitors’ forms and the inbox', () => {
    const enquiryBody = { parentName: 'Asha Devi', childName: 'Riya', email: 'asha@example.in', phone: '98765 43210', classSought: 'Class 6', message: 'Admission?', consent: true };
    const messageBody = { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '91234 56780', inquiryType: 'admissions', message: 'Fees?' };
    const inboxes = [
      { name: 'enquiries', path: '/bed.api/enquiries', collection: enquiries, item: enquiry, body: enquiryBody },
      { name: 'contact messages', path: '/bed.api/contact-messages', collection: contactMessages, item: contactMessage, body: messageBody },
    ];

    for (const inbox of inboxes) {
      it(`${inbox.name}: a visitor's unknown field is refused by name and nothing is stored; a status change keeps every other field; an unknown field beside it changes nothing`, async () => {
        const list = async (query = '') => (await bed.api.call(inbox.collection.loader as never, { method: 'GET', path: `${inbox.path}${query}` })).body.data as Item[];

        const refused = await bed.api.call(inbox.collection.action as never, { method: 'POST', path: inbox.path, visitor: true, body: { ...inbox.body, colour: 'red' } });
        expect(refused.status).toBe(400);
        expect(refused.body.error?.fields).toEqual({ colour: unknownField('colour') });
        expect(await list()).toEqual([]);
        // The honeypot and the submission key are the forms' own, and pass.
        const stored = await bed.api.call(inbox.collection.action as never, { method: 'POST', path: inbox.path, visitor: true, body: { ...inbox.body, website: '', submissionKey: 'k'.repeat(24) } });
        expect(stored.status, JSON.stringify(stored.body)).toBe(201);

        const [before] = await list();
        const id = String(before.id);
        const changed = await bed.api.call(inbox.item.action as never, { method: 'PATCH', path: `${inbox.path}/${id}`, params: { id }, body: { status: 'contacted' } });
        expect(changed.status).toBe(200);
        const [after] = await list();
        expect(after.status).toBe('contacted');
        expect(without(after, ['status'])).toEqual(without(before, ['status']));

        const mixed = await bed.api.call(inbox.item.action as never, { method: 'PATCH', path: `${inbox.path}/${id}`, params: { id }, body: { status: 'closed', notes: 'called back' } });
        expect(mixed.status).toBe(400);
        expect(mixed.body.error?.fields).toEqual({ notes: unknownField('notes') });
        expect(await list()).toEqual([after]);
      });

      it(`${inbox.name}: a status filter outside new, contacted, closed and all is refused by naming status, never read as all`, async () => {
        await bed.api.call(inbox.collection.action as never, { method: 'POST', path: inbox.path, visitor: true, body: inbox.body });
        const query = async (status: string) => bed.api.call(inbox.collection.loader as never, { method: 'GET', path: `${inbox.path}?status=${encodeURIComponent(status)}` });
        for (const bad of ["' OR 1=1--", 'NEW', '', 'open']) {
          const answer = await query(bad);
          expect(answer.status, bad).toBe(400);
          expect(answer.body.error?.fields, bad).toEqual({ status: 'status must be new, contacted, closed or all' });
          expect(answer.body.data, bad).toBeUndefined();
        }
        expect(((await query('new')).body.data as Item[]).length).toBe(1);
        expect(((await query('closed')).body.data as Item[]).length).toBe(0);
        expect(((await query('all')).body.data as Item[]).length).toBe(1);
      });
    }

    it('a job application with an unknown field is refused by name and nothing is stored', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ name: 'Meera', email: 'meera@example.in', phone: '98765 43210', job: 'general', consent: 'on', colour: 'red' })) form.append(name, value);
      form.append('resume', new Blob([Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');
      const refused = await bed.api.call(applications.action as never, { method: 'POST', path: '/bed.api/applications', visitor: true, body: form });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields).toEqual({ colour: unknownField('colour') });
      expect((await bed.api.call(applications.loader as never, { method: 'GET', path: '/bed.api/applications' })).body.data).toEqual([]);
    });

    it('an enquiry without consent, or with anything but yes, is refused under consent and nothing is stored; with it, its time is kept', async () => {
      const { consent: _left, ...withoutConsent } = enquiryBody;
      const list = async () => (await bed.api.call(enquiries.loader as never, { method: 'GET', path: '/bed.api/enquiries' })).body.data as Item[];
      for (const body of [withoutConsent, { ...enquiryBody, consent: false }, { ...enquiryBody, consent: 'yes' }]) {
        const refused = await bed.api.call(enquiries.action as never, { method: 'POST', path: '/bed.api/enquiries', visitor: true, body });
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.error?.fields).toEqual({ consent: 'Tick the box to agree that the school may contact you and to its privacy policy' });
      }
      expect(await list()).toEqual([]);
      const before = Date.now();
      const stored = await bed.api.call(enquiries.action as never, { method: 'POST', path: '/bed.api/enquiries', visitor: true, body: enquiryBody });
      expect(stored.status).toBe(201);
      const [kept] = await list();
      expect(kept).toMatchObject({ parentName: 'Asha Devi', consentedAt: expect.any(String) });
      expect(Date.parse(String(kept.consentedAt))).toBeGreaterThanOrEqual(before - 1000);
      expect(kept.consentedAt).toBe(kept.createdAt);
    });

    it('a job application without consent is refused under consent and nothing is stored; with it, its time is kept', async () => {
      const send = async (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ name: 'Meera', email: 'meera@example.in', phone: '98765 43210', job: 'general', ...fields })) form.append(name, value);
        form.append('resume', new Blob([Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');
        return bed.api.call(applications.action as never, { method: 'POST', path: '/bed.api/applications', visitor: true, body: form });
      };
      const list = async () => (await bed.api.call(applications.loader as never, { method: 'GET', path: '/bed.api/applications' })).body.data as Item[];
      const refused = await send({});
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields).toEqual({ consent: 'Tick the box to agree that the school may contact you and to its privacy policy' });
      expect(await list()).toEqual([]);
      expect(fs.existsSync(resumesDir(bed.environment.config.dataDir)) ? fs.readdirSync(resumesDir(bed.environment.config.dataDir)) : []).toEqual([]);
      expect((await send({ consent: 'on' })).status).toBe(201);
      const [kept] = await list();
      expect(kept).toMatchObject({ name: 'Meera', consentedAt: kept.createdAt });
    });

    it('a delete through the API leaves a line in the deletion log naming the staff account, and nothing of the person', async () => {
      await bed.api.call(enquiries.action as never, { method: 'POST', path: '/bed.api/enquiries', visitor: true, body: enquiryBody });
      const [stored] = (await bed.api.call(enquiries.loader as never, { method: 'GET', path: '/bed.api/enquiries' })).body.data as Item[];
      const id = String(stored.id);
      expect((await bed.api.call(enquiry.action as never, { method: 'DELETE', path: `/bed.api/enquiries/${id}`, params: { id } })).status).toBe(204);
      const log = await bed.database.db.selectFrom('deletionLog').selectAll().execute();
      expect(log).toEqual([{ id: expect.any(Number), kind: 'enquiry', recordId: stored.id, staffUsername: 'office', reason: 'request', deletedAt: expect.any(String) }]);
    });
  });

  it('the content lists refuse a bad limit by naming it', async () => {
    for (const [loader, path] of [
      [notices.loader, '/bed.api/notices'],
      [photos.loader, '/bed.api/photos'],
    ] as const) {
      for (const bad of ['0', '101', 'lots', '2.5']) {
        const answer = await bed.api.call(loader as never, { method: 'GET', path: `${path}?limit=${bad}` });
        expect(answer.status, `${path} ${bad}`).toBe(400);
        expect(answer.body.error?.fields, `${path} ${bad}`).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
      }
    }
  });

  describe('settings', () => {
    const patch = (body: Body) => bed.api.call(settings.action as never, { method: 'PATCH', path: '/bed.api/settings', body });
    const read = async () => (await bed.api.call(settings.loader as never, { method: 'GET', path: '/bed.api/settings' })).body.data as Record<string, unknown>;
    const full = {
      schoolName: 'Sunrise Mission School',
      tagline: 'Excellence since 2020',
      phones: ['+91 98765 43210', '0612 234 5678'],
      email: 'office@sunrise.example',
      address: 'Boring Road, Patna',
      mapLatitude: 25.61,
      mapLongitude: 85.14,
      hours: [{ days: 'Monday – Friday', time: '8:00 AM – 4:00 PM' }],
      social: { facebook: 'https://facebook.com/sunrise', instagram: 'https://instagram.com/sunrise', youtube: '', x: 'https://x.com/sunrise' },
      whatsapp: '919876543210',
      heroVideoUrl: '/media/hero.mp4',
      foundedYear: 1998,
    };

    it('a PATCH of one field keeps every other setting, and a change to one social link keeps the others', async () => {
      expect((await patch(full)).status).toBe(200);
      const before = await read();
      expect(before).toMatchObject(full);

      const changed = await patch({ tagline: 'x' });
      expect(changed.status).toBe(200);
      expect(await read()).toEqual({ ...before, tagline: 'x' });

      expect((await patch({ social: { youtube: 'https://youtube.com/@sunrise' } })).status).toBe(200);
      expect(await read()).toEqual({ ...before, tagline: 'x', social: { ...full.social, youtube: 'https://youtube.com/@sunrise' } });
    });

    it('an unknown field, at the top or inside social, is refused by name and nothing changes', async () => {
      expect((await patch(full)).status).toBe(200);
      const before = await read();
      const top = await patch({ tagline: 'y', titel: 'x', showsDemoContent: true });
      expect(top.status).toBe(400);
      expect(top.body.error?.fields).toEqual({ titel: unknownField('titel'), showsDemoContent: unknownField('showsDemoContent') });
      const inside = await patch({ social: { tiktok: 'https://tiktok.com/@sunrise' } });
      expect(inside.status).toBe(400);
      expect(inside.body.error?.fields).toEqual({ 'social.tiktok': unknownField('social.tiktok') });
      const hours = await patch({ hours: [{ days: 'Saturday', time: '9 – 1', note: 'half day' }] });
      expect(hours.body.error?.fields).toEqual({ 'hours.0.note': unknownField('hours.0.note') });
      expect(await read()).toEqual(before);
    });
  });
});
