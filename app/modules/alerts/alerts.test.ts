import { describe, expect, it } from 'vitest';
import { Refusal } from '~/lib/refusal';
import { testDialects, testSite } from '~/test/databases';
import { saidIssue } from '~/test/rules';
import { alertInputSchema, alertUpdateSchema } from './alert-schema';
import {
  alertBoundariesAfter,
  alertBoundariesReaderNow,
  alertStateAt,
  createAlert,
  currentAlerts,
  deleteAlert,
  getAlert,
  listAlertsForStaff,
  updateAlert,
} from './alerts.server';

describe('alert rules', () => {
  it('takes India’s clock time from a form and a full ISO time from the API, and stores UTC', () => {
    const parsed = alertInputSchema.parse({ text: ' Closed today ', startsAt: '2026-11-25T08:00', endsAt: '2026-11-25T18:30:00Z' });
    expect(parsed).toEqual({ text: 'Closed today', textHi: null, level: 'information', startsAt: '2026-11-25T02:30:00.000Z', endsAt: '2026-11-25T18:30:00.000Z' });
  });

  it('names each missing or malformed field in words the office understands', () => {
    const messages = Object.fromEntries(alertInputSchema.safeParse({ startsAt: 'tomorrow', level: 'loud' }).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({
      text: 'Enter the alert’s message',
      level: 'Choose information or urgent',
      startsAt: 'Enter when the alert starts showing (date and time)',
      endsAt: 'Enter when the alert stops showing (date and time)',
    });
    expect(alertInputSchema.safeParse({ text: 'x'.repeat(301), startsAt: '2026-11-25T08:00', endsAt: '2026-11-25T09:00' }).error!.issues.map(saidIssue)).toEqual([
      'Keep the message under 300 characters',
    ]);
    expect(alertInputSchema.safeParse({ text: 'x', startsAt: '2026-02-30T08:00', endsAt: '2026-11-25T09:00' }).success).toBe(false);
  });

  it('a change keeps what it leaves out, and refuses a field it does not know', () => {
    expect(alertUpdateSchema.parse({ level: 'urgent' })).toEqual({ level: 'urgent' });
    expect(alertUpdateSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('is current from its start (included) until its end (excluded)', () => {
    const alert = { startsAt: '2026-11-25T02:30:00.000Z', endsAt: '2026-11-25T12:30:00.000Z' };
    expect(alertStateAt(alert, new Date('2026-11-25T02:29:59.999Z'))).toBe('scheduled');
    expect(alertStateAt(alert, new Date('2026-11-25T02:30:00.000Z'))).toBe('current');
    expect(alertStateAt(alert, new Date('2026-11-25T12:29:59.999Z'))).toBe('current');
    expect(alertStateAt(alert, new Date('2026-11-25T12:30:00.000Z'))).toBe('ended');
  });
});

describe.each(testDialects)('alerts on %s', (dialect) => {
  const site = testSite(dialect);

  const at = (iso: string) => new Date(iso);
  const alert = (text: string, startsAt: string, endsAt: string, level: 'information' | 'urgent' = 'information') =>
    alertInputSchema.parse({ text, startsAt, endsAt, level });

  it('shows visitors only the current ones, urgent first, and staff the current, scheduled and recently ended ones', async () => {
    const now = at('2026-11-25T06:00:00Z');
    await createAlert(site.db, alert('Long ended', '2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'));
    await createAlert(site.db, alert('Ended yesterday', '2026-11-24T00:00:00Z', '2026-11-24T12:00:00Z'));
    await createAlert(site.db, alert('Rain holiday', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z'));
    await createAlert(site.db, alert('Flood: school closed', '2026-11-25T05:00:00Z', '2026-11-25T20:00:00Z', 'urgent'));
    await createAlert(site.db, alert('Exam next week', '2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z'));
    // Its end is exactly now: over.
    await createAlert(site.db, alert('Just ended', '2026-11-25T01:00:00Z', '2026-11-25T06:00:00Z'));

    expect((await currentAlerts(site.db, now)).map((a) => a.text)).toEqual(['Flood: school closed', 'Rain holiday']);
    const staff = await listAlertsForStaff(site.db, now);
    expect(staff.map((a) => [a.state, a.text])).toEqual([
      ['current', 'Rain holiday'],
      ['current', 'Flood: school closed'],
      ['scheduled', 'Exam next week'],
      ['ended', 'Just ended'],
      ['ended', 'Ended yesterday'],
    ]);
  });

  it('changes only what it is given, keeps the end after the start (given or stored), and deletes', async () => {
    const created = await createAlert(site.db, alert('Closed', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z'), at('2026-11-20T00:00:00Z'));
    expect(await getAlert(site.db, created.id)).toEqual(created);
    const changed = await updateAlert(site.db, created.id, alertUpdateSchema.parse({ textHi: 'बंद', level: 'urgent' }), at('2026-11-21T00:00:00Z'));
    expect(changed).toMatchObject({ text: 'Closed', textHi: 'बंद', level: 'urgent', startsAt: created.startsAt, updatedAt: '2026-11-21T00:00:00.000Z' });

    const refused = updateAlert(site.db, created.id, alertUpdateSchema.parse({ endsAt: '2026-11-24T00:00:00Z' }));
    await expect(refused).rejects.toBeInstanceOf(Refusal);
    await expect(refused).rejects.toMatchObject({ kind: 'invalid', fields: { endsAt: 'alert.endBeforeStart' } });
    expect((await getAlert(site.db, created.id))?.endsAt).toBe('2026-11-26T00:00:00.000Z');
    await expect(createAlert(site.db, alert('Backwards', '2026-11-25T00:00:00Z', '2026-11-25T00:00:00Z'))).rejects.toBeInstanceOf(Refusal);

    expect(await updateAlert(site.db, 999, { text: 'x' })).toBeUndefined();
    expect(await deleteAlert(site.db, created.id)).toBe(true);
    expect(await deleteAlert(site.db, created.id)).toBe(false);
  });

  it('gives the render cache every later start and end, once each, ascending', async () => {
    await createAlert(site.db, alert('Past', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'));
    await createAlert(site.db, alert('Now', '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z'));
    await createAlert(site.db, alert('Later', '2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z'));
    const boundaries = await alertBoundariesAfter(site.db, at('2026-11-25T06:00:00Z'));
    expect(boundaries.map((ms) => new Date(ms).toISOString())).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    const readNow = alertBoundariesReaderNow(site.database);
    if (dialect === 'sqlite') expect(readNow!()).toEqual(await alertBoundariesAfter(site.db));
    else expect(readNow).toBeUndefined();
  });
});
