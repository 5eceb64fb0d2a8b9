import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simplePdf } from '~/lib/simple-pdf.server';
import { Refusal } from '~/lib/refusal';
import type { FacultyPost } from '~/modules/faculty/faculty-posts';
import { pdfFilesDir } from '~/modules/pdf-files/pdf-files.server';
import { testDialects, testSite } from '~/test/databases';
import { saidIssue } from '~/test/rules';
import { disclosureChangeSchema, disclosureDocumentInputSchema, disclosureFromForm } from './disclosure-schema';
import { slotState } from './disclosure-slots';
import { disclosureStaff } from './disclosure-staff';
import {
  changeDisclosureDetails,
  deleteDisclosureDocument,
  disclosureGaps,
  getDisclosure,
  getDisclosureDetails,
  listDisclosureDocuments,
  putDisclosureDocument,
} from './disclosure.server';

describe('disclosure rules', () => {
  it('refuse figures that are not counts or areas, a results row that does not add up, and unknown fields', () => {
    const refused = disclosureChangeSchema.safeParse({
      sections: 2.5,
      campusArea: -1,
      inspectionVideoUrl: 'http://example.com/video',
      results: [{ year: 2025, examination: 'Class X', registered: 20, passed: 21 }],
      notApplicable: ['fire-drill'],
      principalName: 'Someone',
    });
    const said = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join('.') || issue.code, saidIssue(issue)]));
    expect(said).toMatchObject({
      sections: 'Enter a whole number, 0 or more',
      campusArea: 'Enter the area in square metres, as a number',
      inspectionVideoUrl: 'Enter the video’s full web address, starting with https://',
      'results.0.passed': 'More students passed than were registered: check both numbers',
      'notApplicable.0': 'Choose one of the disclosure’s documents',
    });
    expect(refused.error!.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('read the dashboard form: numbers as typed on a phone, empty rows dropped, errors named by the form’s own row', () => {
    const { input, nameOf } = disclosureFromForm({
      campusArea: '6,070',
      sections: '',
      internet: 'yes',
      'results.0.year': '',
      'results.0.examination': '',
      'results.1.year': '2025',
      'results.1.examination': 'Class X',
      'results.1.registered': '20',
      'results.1.passed': '19',
      'notApplicable.board-results-1': 'on',
    });
    expect(input).toEqual({
      campusArea: 6070,
      sections: null,
      internet: true,
      results: [{ year: 2025, examination: 'Class X', registered: 20, passed: 19 }],
      notApplicable: ['board-results-1'],
    });
    expect(nameOf('results.0.passed')).toBe('results.1.passed');
    expect(disclosureChangeSchema.safeParse(input).success).toBe(true);
  });

  it('a document’s validity: its last day counts, and it is said to lapse within 30 days', () => {
    expect(slotState(undefined, false, '2026-11-24')).toBe('empty');
    expect(slotState(undefined, true, '2026-11-24')).toBe('not-applicable');
    expect(slotState({ validUntil: null }, false, '2026-11-24')).toBe('valid');
    expect(slotState({ validUntil: '2026-11-24' }, false, '2026-11-24')).toBe('expiring');
    expect(slotState({ validUntil: '2026-11-23' }, false, '2026-11-24')).toBe('expired');
    expect(slotState({ validUntil: '2026-12-24' }, false, '2026-11-24')).toBe('valid');
    expect(disclosureDocumentInputSchema.safeParse({ slot: 'noc', validUntil: '2026-02-30' }).success).toBe(false);
    expect(disclosureDocumentInputSchema.parse({ slot: 'noc', validUntil: '' })).toEqual({ slot: 'noc', validUntil: null });
  });

  it('section D counts teachers by post from the faculty list, with the ratio to class sections', () => {
    const member = (id: number, post: FacultyPost | null) => ({ id, name: `T${id}`, qualification: 'B.Ed.', post, appointment: 'regular' as const, role: 'ignored' });
    const staff = disclosureStaff([member(1, 'principal'), member(2, 'tgt'), member(3, 'prt'), member(4, 'prt'), member(5, 'counsellor'), member(6, null)], 2);
    expect(staff.principal?.name).toBe('T1');
    expect(staff.teacherCounts).toEqual({ pgt: 0, tgt: 1, prt: 2 });
    expect(staff.teachersPerSection).toBe(1.5);
    expect(staff.counsellors.map((m) => m.name)).toEqual(['T5']);
    expect(staff.teachingStaff.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(disclosureStaff([], null).teachersPerSection).toBeNull();
  });
});

describe.each(testDialects)('the disclosure on %s', (dialect) => {
  const site = testSite(dialect);

  let uploads = 0;
  function pdf(title = 'Fire safety certificate', bytes: Buffer = simplePdf({ title })) {
    const file = path.join(site.config.dataDir, `upload-${++uploads}`);
    fs.writeFileSync(file, bytes);
    return { path: file, originalName: `${title}.pdf` };
  }
  const storedFiles = () => (fs.existsSync(pdfFilesDir(site.uploadsDir)) ? fs.readdirSync(pdfFilesDir(site.uploadsDir)) : []);

  it('a change touches only the fields it names, and the results rows are replaced whole', async () => {
    await changeDisclosureDetails(site.db, { campusArea: 6070, girlsToilets: 8, results: [{ year: 2025, examination: 'Class X', examinationHi: null, registered: 20, passed: 19, remarks: '', remarksHi: null }] });
    const changed = await changeDisclosureDetails(site.db, { girlsToilets: 9 });
    expect(changed).toMatchObject({ campusArea: 6070, girlsToilets: 9, boysToilets: null });
    expect(changed.results).toHaveLength(1);
    expect((await changeDisclosureDetails(site.db, { results: [] })).results).toEqual([]);
    expect(await getDisclosureDetails(site.db)).toMatchObject({ campusArea: 6070, girlsToilets: 9, results: [] });
  });

  it('a slot holds one document: a replacement takes the old one’s place and its file goes', async () => {
    const first = await putDisclosureDocument(site.db, site.files, { slot: 'fire-safety', validUntil: '2027-03-31' }, pdf());
    expect(first.file.url).toMatch(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/);
    expect(storedFiles()).toHaveLength(1);
    const second = await putDisclosureDocument(site.db, site.files, { slot: 'fire-safety', validUntil: null }, pdf('Renewed'));
    expect(second).toMatchObject({ id: first.id, slot: 'fire-safety', validUntil: null });
    expect(storedFiles()).toEqual([`${second.file.url.split('/').pop()}`]);
    expect(await listDisclosureDocuments(site.db)).toHaveLength(1);
    expect(await site.db.selectFrom('pdfFiles').selectAll().execute()).toHaveLength(1);
  });

  it('uploads to one slot at once leave one document and one file', async () => {
    await Promise.all([1, 2, 3].map((n) => putDisclosureDocument(site.db, site.files, { slot: 'noc', validUntil: null }, pdf(`NOC ${n}`))));
    expect(await listDisclosureDocuments(site.db)).toHaveLength(1);
    expect(await site.db.selectFrom('pdfFiles').selectAll().execute()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('a refused PDF changes nothing, and a removed document takes its file with it', async () => {
    const kept = await putDisclosureDocument(site.db, site.files, { slot: 'noc', validUntil: null }, pdf());
    const withScript = simplePdf({ title: 'x', catalogEntries: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' });
    await expect(putDisclosureDocument(site.db, site.files, { slot: 'noc', validUntil: null }, pdf('Scripted', withScript))).rejects.toBeInstanceOf(Refusal);
    expect((await listDisclosureDocuments(site.db)).map((d) => d.file.url)).toEqual([kept.file.url]);
    expect(storedFiles()).toHaveLength(1);
    expect(await deleteDisclosureDocument(site.db, site.files, kept.id)).toBe(true);
    expect(await deleteDisclosureDocument(site.db, site.files, kept.id)).toBe(false);
    expect(storedFiles()).toEqual([]);
    expect(await site.db.selectFrom('pdfFiles').selectAll().execute()).toEqual([]);
  });

  it('the overview is warned of empty, expired and lapsing slots, never of one that does not apply', async () => {
    await putDisclosureDocument(site.db, site.files, { slot: 'fire-safety', validUntil: '2026-11-01' }, pdf());
    await putDisclosureDocument(site.db, site.files, { slot: 'building-safety', validUntil: '2026-12-01' }, pdf());
    await putDisclosureDocument(site.db, site.files, { slot: 'noc', validUntil: '2028-01-01' }, pdf());
    await changeDisclosureDetails(site.db, { notApplicable: ['board-results-1', 'board-results-2', 'board-results-3'] });
    const gaps = await disclosureGaps(site.db, '2026-11-24');
    const states = Object.fromEntries(gaps.map((gap) => [gap.slot, gap.state]));
    expect(states['fire-safety']).toBe('expired');
    expect(states['building-safety']).toBe('expiring');
    expect(states.noc).toBeUndefined();
    expect(states['board-results-1']).toBeUndefined();
    expect(states['affiliation-letter']).toBe('empty');
    const { slots } = await getDisclosure(site.db, '2026-11-24');
    expect(slots.map((view) => view.slot)[0]).toBe('affiliation-letter');
    expect(slots.find((view) => view.slot === 'board-results-2')?.state).toBe('not-applicable');
  });
});
