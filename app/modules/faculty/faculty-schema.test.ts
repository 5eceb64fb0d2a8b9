import { describe, expect, it } from 'vitest';
import { saidIssue } from '~/test/rules';
import { appointmentStatuses, facultyInputSchema, facultyPosts, facultyUpdateSchema } from './faculty-schema';

describe('faculty rules', () => {
  it('requires a name and a role, trims them, and leaves details optional', () => {
    const result = facultyInputSchema.safeParse({ name: '  ', role: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({ name: 'Enter the teacher’s name', role: 'Enter the role, for example “Mathematics Teacher”' });
    expect(facultyInputSchema.parse({ name: ' Mrs. Jha ', role: ' Primary Teacher ' })).toEqual({
      name: 'Mrs. Jha',
      role: 'Primary Teacher',
      details: '',
      roleHi: null,
      detailsHi: null,
      qualification: '',
      post: null,
      appointment: null,
    });
    expect(facultyInputSchema.safeParse({ name: 'A', role: 'B', details: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('takes a qualification (trimmed, at most 200 characters) and a post and appointment from the lists, or none', () => {
    const parsed = facultyInputSchema.parse({
      name: 'Mrs. Jha',
      role: 'Mathematics Teacher',
      qualification: '  M.Sc. (Mathematics), B.Ed. ',
      post: 'pgt',
      appointment: 'contract',
    });
    expect(parsed).toMatchObject({ qualification: 'M.Sc. (Mathematics), B.Ed.', post: 'pgt', appointment: 'contract' });
    for (const post of facultyPosts) expect(facultyInputSchema.parse({ name: 'A', role: 'B', post }).post).toBe(post);
    for (const appointment of appointmentStatuses) expect(facultyInputSchema.parse({ name: 'A', role: 'B', appointment }).appointment).toBe(appointment);
    // A form's "Not stated" sends "", JSON may send null: both are "not stated".
    expect(facultyInputSchema.parse({ name: 'A', role: 'B', post: '', appointment: null })).toMatchObject({ post: null, appointment: null });
    expect(facultyInputSchema.parse({ name: 'A', role: 'B', qualification: '   ' }).qualification).toBe('');
  });

  it('refuses an unknown post or appointment and a long qualification, in words the office understands', () => {
    const messages = (value: unknown) =>
      Object.fromEntries(facultyInputSchema.safeParse(value).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages({ name: 'A', role: 'B', qualification: 'x'.repeat(201), post: 'headmaster', appointment: 'permanent' })).toEqual({
      qualification: 'Keep the qualification under 200 characters',
      post: 'Choose one of the listed posts, or “Not stated”',
      appointment: 'Choose regular, on contract or part-time, or “Not stated”',
    });
    expect(messages({ name: 'A', role: 'B', qualification: 12, post: 3, appointment: ['regular'] })).toEqual({
      qualification: 'Enter the qualification as text',
      post: 'Choose one of the listed posts, or “Not stated”',
      appointment: 'Choose regular, on contract or part-time, or “Not stated”',
    });
    // The value must be the list's own: not in another case, not the catalogue's name for it.
    expect(facultyInputSchema.safeParse({ name: 'A', role: 'B', post: 'PGT' }).success).toBe(false);
    expect(facultyInputSchema.safeParse({ name: 'A', role: 'B', appointment: 'On contract' }).success).toBe(false);
  });

  it('names missing fields (not just blank ones) in words the office understands', () => {
    const messages = Object.fromEntries(facultyInputSchema.safeParse({}).error!.issues.map((i) => [i.path[0], saidIssue(i)]));
    expect(messages).toEqual({ name: 'Enter the teacher’s name', role: 'Enter the role, for example “Mathematics Teacher”' });
    expect(facultyInputSchema.safeParse({ name: 'x'.repeat(101), role: 'y'.repeat(101) }).error!.issues.map(saidIssue)).toEqual([
      'Keep the name under 100 characters',
      'Keep the role under 100 characters',
    ]);
  });

  it('a change keeps what it leaves out; empty details clear them', () => {
    expect(facultyUpdateSchema.parse({})).toEqual({});
    expect(facultyUpdateSchema.parse({ details: '  ' })).toEqual({ details: '' });
    expect(facultyUpdateSchema.safeParse({ role: ' ' }).error!.issues.map(saidIssue)[0]).toBe('Enter the role, for example “Mathematics Teacher”');
  });

  it('a change clears the post and the appointment with "" or null, and the qualification with ""', () => {
    expect(facultyUpdateSchema.parse({ post: '', appointment: null, qualification: ' ' })).toEqual({ post: null, appointment: null, qualification: '' });
    expect(facultyUpdateSchema.parse({ post: 'tgt' })).toEqual({ post: 'tgt' });
  });
});
