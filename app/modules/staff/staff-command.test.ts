import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '~/test/databases';
import { staffCommand } from './staff-command.server';
import { englishRules } from '~/test/rules';
import { listStaff, verifyStaffCredentials } from './staff.server';

describe('npm run staff', () => {
  it('adds an account with a generated password, resets it, lists, and refuses to remove the last one', async () => {
    const env = await createTestEnvironment('sqlite');
    try {
      const processEnv = { DATA_DIR: env.config.dataDir, DATABASE_URL: `sqlite:${(env.config.database as { file: string }).file}` };
      const out: string[] = [];
      const print = (line: string) => out.push(line);
      expect(await staffCommand(['add', 'Office'], processEnv, print)).toBe(0);
      const password = /One-time password: (\S+) \(shown only this once\)/.exec(out[0])![1];
      expect(await staffCommand(['add', 'office'], { ...processEnv, STAFF_PASSWORD: 'chosen password 1' }, print)).toBe(0);
      // Whoever the account is for signs in with it once, and chooses their own (decision 0086).
      expect(out[1]).toBe(`Reset the password of "office". The password is a one-time password. It signs in within 7 days, once, to choose the account's own password.`);
      expect(await staffCommand(['add', 'x'], processEnv, print)).toBe(1);
      expect(await staffCommand(['list'], processEnv, print)).toBe(0);
      expect(out.at(-1)).toMatch(/^office\tlast sign-in: never\tone-time password until \d{4}-\d\d-\d\dT/);
      expect(await staffCommand(['remove', 'office'], processEnv, print)).toBe(1);
      expect(out.at(-1)).toBe('This is the only staff account: add another before removing it.');
      expect(await staffCommand([], processEnv, print)).toBe(2);

      const database = await env.open();
      expect(await verifyStaffCredentials(database.db, 'office', 'chosen password 1')).toBeDefined();
      expect(await verifyStaffCredentials(database.db, 'office', password)).toBeUndefined();
    } finally {
      await env.cleanup();
    }
  });

  it('refuses a weak STAFF_PASSWORD, naming the variable, and changes nothing', async () => {
    const env = await createTestEnvironment('sqlite');
    try {
      const processEnv = { DATA_DIR: env.config.dataDir, DATABASE_URL: `sqlite:${(env.config.database as { file: string }).file}` };
      const out: string[] = [];
      const print = (line: string) => out.push(line);
      expect(await staffCommand(['add', 'office'], { ...processEnv, STAFF_PASSWORD: 'office password 1' }, print)).toBe(0);
      expect(await staffCommand(['add', 'office'], { ...processEnv, STAFF_PASSWORD: 'password123' }, print)).toBe(1);
      expect(out.at(-1)).toBe(`STAFF_PASSWORD: ${englishRules.password.common}`);
      expect(await staffCommand(['add', 'clerk'], { ...processEnv, STAFF_PASSWORD: 'aaaaaaaaaa' }, print)).toBe(1);
      expect(out.at(-1)).toBe(`STAFF_PASSWORD: ${englishRules.password.oneCharacter}`);
      expect(await staffCommand(['add', 'accountant'], { ...processEnv, STAFF_PASSWORD: 'Accountant' }, print)).toBe(1);
      expect(out.at(-1)).toBe(`STAFF_PASSWORD: ${englishRules.password.sameAsUsername}`);
      expect(await staffCommand(['add', 'clerk'], { ...processEnv, STAFF_PASSWORD: 'ninechars' }, print)).toBe(1);
      expect(out.at(-1)).toBe('STAFF_PASSWORD: Use at least 10 characters for the password');

      const database = await env.open();
      expect((await listStaff(database.db)).map((s) => s.username)).toEqual(['office']);
      expect(await verifyStaffCredentials(database.db, 'office', 'office password 1')).toBeDefined();
    } finally {
      await env.cleanup();
    }
  });
});
