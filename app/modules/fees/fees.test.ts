import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { sayFields } from '~/i18n/rules.server';
import { fieldErrors } from '~/lib/validation';
import { saidRejection } from '~/test/rules';
import { feeSessionChangeSchema, feeSessionFromForm, feeSessionInputSchema } from './fee-schema';
import { FeeRisesRefusal } from './fee-rises';
import { changeFeeSession, createFeeSession, deleteFeeSession, getFeeSession, listFeeSessions } from './fees.server';

/** What a refusal of the schema says under each field, as the edge words it. */
const messagesOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => (result.error ? sayFields(fieldErrors(result.error), 'en') : {});

describe('fee structure rules', () => {
  it('takes a session as two years that follow each other', () => {
    expect(feeSessionInputSchema.safeParse({ session: '2026-27' }).success).toBe(true);
    expect(feeSessionInputSchema.safeParse({ session: '2099-00' }).success).toBe(true);
    for (const session of ['2026-28', '2026-2027', '2026/27', '26-27', '2026-26']) {
      expect(messagesOf(feeSessionInputSchema.safeParse({ session }))).toEqual({
        session: 'Write the session as two years that follow each other, for example 2026-27',
      });
    }
  });

  it('takes whole rupees or nothing in a cell, for the classes and heads the school has', () => {
    const result = feeSessionChangeSchema.safeParse({
      fees: { 'Year 3': { tuition: 1200.5, annual: 0, books: null, transport: 2_000_000 }, 'Class 9': { tuition: 1 }, 'Year 1': { library: 5 } },
    });
    expect(messagesOf(result)).toEqual({
      'fees.Year 3.tuition': 'Enter whole rupees, for example 1200, or leave it empty',
      'fees.Year 3.annual': 'Enter whole rupees, for example 1200, or leave it empty',
      'fees.Year 3.transport': 'Keep each fee at most 10,00,000 rupees',
      'fees.Class 9': 'There is no field called “fees.Class 9”',
      'fees.Year 1.library': 'There is no field called “fees.Year 1.library”',
    });
  });

  it('reads the editor’s fields: cells by their path, typed amounts, named heads up to the last one given', () => {
    const input = feeSessionFromForm({
      notes: 'Paid quarterly',
      'fees.Year 3.tuition': ' 1,200 ',
      'fees.Year 3.books': '',
      'fees.Year 3.annual': '12a',
      'otherHeads.0.name': 'Exam fee',
      'otherHeads.0.nameHi': '',
      'otherHeads.1.name': '',
      'otherHeads.1.nameHi': '',
    });
    expect(input).toEqual({ notes: 'Paid quarterly', otherHeads: [{ name: 'Exam fee', nameHi: '' }], fees: { 'Year 3': { tuition: 1200, annual: '12a' } } });
    expect(messagesOf(feeSessionChangeSchema.safeParse(input))).toEqual({ 'fees.Year 3.annual': 'Enter whole rupees, for example 1200, or leave it empty' });
  });

  it('reads how often each named head is charged; a slot with only its frequency is no head (decision 0088)', () => {
    const input = feeSessionFromForm({
      'otherHeads.0.name': 'Smart class',
      'otherHeads.0.frequency': 'monthly',
      'otherHeads.1.name': 'Registration',
      'otherHeads.1.frequency': 'once',
      'otherHeads.2.name': '',
      'otherHeads.2.frequency': 'monthly',
    });
    expect(feeSessionChangeSchema.parse(input).otherHeads).toEqual([
      { name: 'Smart class', nameHi: null, frequency: 'monthly' },
      { name: 'Registration', nameHi: null, frequency: 'once' },
    ]);
    expect(feeSessionChangeSchema.parse({ otherHeads: [{ name: 'Exam fee' }] }).otherHeads).toEqual([{ name: 'Exam fee', nameHi: null, frequency: 'yearly' }]);
    expect(messagesOf(feeSessionChangeSchema.safeParse(feeSessionFromForm({ 'otherHeads.0.name': 'Exam fee', 'otherHeads.0.frequency': 'weekly' })))).toEqual({
      'otherHeads.0.frequency': 'Choose how often this fee is charged: once a year, every month, or once on joining',
    });
  });
});

describe.each(testDialects)('fee structures on %s', (dialect) => {
  const site = testSite(dialect);

  const lastYear = () =>
    createFeeSession(
      site.db,
      feeSessionInputSchema.parse({
        session: '2025-26',
        notes: 'Tuition is paid monthly.',
        notesHi: 'शिक्षण शुल्क हर महीने।',
        otherHeads: [{ name: 'Exam fee', nameHi: 'परीक्षा शुल्क' }],
        fees: { 'Year 5': { tuition: 1200, admission: 5000, other1: 400 }, 'Class 8': { tuition: 1500 } },
      }),
      new Date('2025-03-01T05:00:00Z'),
    );

  it('keeps a new session as a draft, in the table’s order, and a visitor does not see it', async () => {
    const created = await lastYear();
    expect(created).toMatchObject({
      session: '2025-26',
      status: 'draft',
      publishedAt: null,
      otherHeads: [{ name: 'Exam fee', nameHi: 'परीक्षा शुल्क' }],
      fees: { 'Year 5': { admission: 5000, tuition: 1200, other1: 400 }, 'Class 8': { tuition: 1500 } },
    });
    expect(Object.keys(created.fees['Year 5']!)).toEqual(['admission', 'tuition', 'other1']);
    expect(await getFeeSession(site.db, '2025-26', { publishedOnly: true })).toBeUndefined();
    expect(await listFeeSessions(site.db, { publishedOnly: true })).toEqual([]);
    expect(await saidRejection(lastYear())).toEqual({
      kind: 'conflict',
      message: 'There is already a fee structure for 2025-26',
      fields: { session: 'There is already a fee structure for 2025-26' },
    });
  });

  it('starts a session from the previous one’s amounts, and refuses to start from one that is not there', async () => {
    await lastYear();
    const next = await createFeeSession(site.db, feeSessionInputSchema.parse({ session: '2026-27', copyFrom: '2025-26' }));
    expect(next).toMatchObject({ status: 'draft', notes: 'Tuition is paid monthly.', notesHi: 'शिक्षण शुल्क हर महीने।', otherHeads: [{ name: 'Exam fee' }] });
    expect(next.fees).toEqual((await getFeeSession(site.db, '2025-26'))!.fees);
    expect(await saidRejection(createFeeSession(site.db, feeSessionInputSchema.parse({ session: '2027-28', copyFrom: '2019-20' })))).toMatchObject({
      kind: 'invalid',
      fields: { copyFrom: 'There is no fee structure for 2019-20 to start from' },
    });
  });

  it('keeps how often each named head is charged: stored, read back, copied to the next session, changed (decision 0088)', async () => {
    const heads = [
      { name: 'Smart class', nameHi: null, frequency: 'monthly' },
      { name: 'Registration', nameHi: 'पंजीकरण', frequency: 'once' },
      { name: 'Exam fee', nameHi: null, frequency: 'yearly' },
    ] as const;
    await createFeeSession(site.db, feeSessionInputSchema.parse({ session: '2025-26', otherHeads: heads, fees: { 'Year 1': { tuition: 800, other1: 150, other2: 500, other3: 400 } } }));
    expect((await getFeeSession(site.db, '2025-26'))!.otherHeads).toEqual(heads);
    const next = await createFeeSession(site.db, feeSessionInputSchema.parse({ session: '2026-27', copyFrom: '2025-26' }));
    expect(next.otherHeads).toEqual(heads);
    const changed = await changeFeeSession(site.db, '2026-27', feeSessionChangeSchema.parse({ otherHeads: [{ ...heads[0], frequency: 'yearly' }, heads[1], heads[2]] }));
    expect(changed?.otherHeads.map((head) => head.frequency)).toEqual(['yearly', 'once', 'yearly']);
    // The session it was copied from is as it was.
    expect((await getFeeSession(site.db, '2025-26'))!.otherHeads).toEqual(heads);
  });

  it('publishes after a 7 % rise at once, and a 10 % rise only when confirmed, naming the cell', async () => {
    await lastYear();
    await changeFeeSession(site.db, '2025-26', feeSessionChangeSchema.parse({ status: 'published' }));
    await createFeeSession(site.db, feeSessionInputSchema.parse({ session: '2026-27', copyFrom: '2025-26' }));

    const raised = { 'Year 5': { tuition: 1320, admission: 5350, other1: 400 }, 'Class 8': { tuition: 1500 } };
    const refusal = await changeFeeSession(site.db, '2026-27', feeSessionChangeSchema.parse({ status: 'published', fees: raised })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FeeRisesRefusal);
    expect((refusal as FeeRisesRefusal).rises).toEqual([{ feeClass: 'Year 5', head: 'tuition', headName: null, previous: 1200, next: 1320, risePercent: 10 }]);
    expect(await saidRejection(Promise.reject(refusal))).toEqual({
      kind: 'conflict',
      message: 'Some fees rise more than 7 % over 2025-26. Check them and confirm to publish.',
      fields: { 'fees.Year 5.tuition': '₹1,200 → ₹1,320 (+10 %) over 2025-26' },
    });
    // Nothing of the refused change was written.
    expect(await getFeeSession(site.db, '2026-27')).toMatchObject({ status: 'draft', fees: { 'Year 5': { tuition: 1200 } } });
    expect((await listFeeSessions(site.db, { publishedOnly: true })).map((summary) => summary.session)).toEqual(['2025-26']);

    const published = await changeFeeSession(
      site.db,
      '2026-27',
      feeSessionChangeSchema.parse({ status: 'published', fees: raised, confirmRises: true }),
      new Date('2026-03-01T05:00:00Z'),
    );
    expect(published).toMatchObject({ status: 'published', publishedAt: '2026-03-01T05:00:00.000Z', fees: { 'Year 5': { tuition: 1320 } } });
    expect((await listFeeSessions(site.db, { publishedOnly: true })).map((summary) => summary.session)).toEqual(['2026-27', '2025-26']);
    // The past session stays as it was published.
    expect(await getFeeSession(site.db, '2025-26', { publishedOnly: true })).toMatchObject({ fees: { 'Year 5': { tuition: 1200 } } });
  });

  it('keeps a published session published and on the site, and refuses a named head’s amount without its name', async () => {
    await lastYear();
    await changeFeeSession(site.db, '2025-26', feeSessionChangeSchema.parse({ status: 'published' }));
    expect(await saidRejection(changeFeeSession(site.db, '2025-26', feeSessionChangeSchema.parse({ status: 'draft' })))).toMatchObject({ kind: 'conflict' });
    expect(await saidRejection(deleteFeeSession(site.db, '2025-26'))).toMatchObject({ kind: 'conflict' });
    expect(await saidRejection(changeFeeSession(site.db, '2025-26', feeSessionChangeSchema.parse({ fees: { 'Year 1': { other2: 100 } } })))).toEqual({
      kind: 'invalid',
      message: 'Some details need correcting.',
      fields: { 'fees.Year 1.other2': 'Name this head before charging it' },
    });
    // Taking a named head away takes its amounts with it; a change of notes leaves the table alone.
    const changed = await changeFeeSession(site.db, '2025-26', feeSessionChangeSchema.parse({ otherHeads: [], notes: 'Corrected' }));
    expect(changed).toMatchObject({ notes: 'Corrected', notesHi: 'शिक्षण शुल्क हर महीने।', otherHeads: [], fees: { 'Year 5': { tuition: 1200, admission: 5000 } } });
    expect(changed!.fees['Year 5']).not.toHaveProperty('other1');
  });

  it('deletes a draft with its table, and says when there was none', async () => {
    await lastYear();
    expect(await deleteFeeSession(site.db, '2025-26')).toBe(true);
    expect(await deleteFeeSession(site.db, '2025-26')).toBe(false);
    expect(await changeFeeSession(site.db, '2025-26', {})).toBeUndefined();
    expect(await site.db.selectFrom('feeAmounts').selectAll().execute()).toEqual([]);
    expect(await site.db.selectFrom('feeOtherHeads').selectAll().execute()).toEqual([]);
  });
});
