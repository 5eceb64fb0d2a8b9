import { parseConfig, ConfigError } from '~/config.server';
import { openDatabase } from '~/db/database.server';
import { migrateToLatest } from '~/db/migrate.server';
import { sayRule } from '~/i18n/rules.server';
import { ruleOfIssue } from '~/lib/validation';
import { generatePassword } from './first-account.server';
import { passwordProblem } from './password-policy.server';
import { usernameSchema } from './staff-schema';
import { createOrResetStaff, LastStaffAccountError, listStaff, oneTimePasswordDays, removeStaff } from './staff.server';

const usage = `Usage:
  npm run staff -- add <username>      create the account, or set a new password on it
  npm run staff -- list                the staff accounts
  npm run staff -- remove <username>   remove an account (never the last one)
The password is taken from STAFF_PASSWORD, or generated and shown once. Either is a one-time
password: the account signs in with it once, within a week, to choose its own.`;

/** The `npm run staff` command, on the database the server would use (same environment). Returns the exit code. */
export async function staffCommand(args: string[], env: NodeJS.ProcessEnv = process.env, print = console.log): Promise<number> {
  const [command, rawUsername] = args;
  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
  if (!command || !['add', 'list', 'remove'].includes(command) || (command !== 'list' && !rawUsername)) {
    print(usage);
    return 2;
  }
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    if (command === 'list') {
      const staff = await listStaff(database.db);
      const line = (s: (typeof staff)[number]) =>
        `${s.username}\tlast sign-in: ${s.lastSignInAt ?? 'never'}` + (s.oneTimePasswordUntil ? `\tone-time password until ${s.oneTimePasswordUntil}` : '');
      print(staff.length ? staff.map(line).join('\n') : 'No staff accounts yet.');
      return 0;
    }
    const username = usernameSchema.safeParse(rawUsername);
    if (!username.success) {
      print(sayRule(ruleOfIssue(username.error.issues[0]), 'en'));
      return 1;
    }
    if (command === 'remove') {
      const account = (await listStaff(database.db)).find((s) => s.username === username.data);
      if (!account || !(await removeStaff(database.db, account.id))) {
        print(`There is no staff account "${username.data}".`);
        return 1;
      }
      print(`Removed "${username.data}" and signed it out everywhere.`);
      return 0;
    }
    const given = env.STAFF_PASSWORD;
    const problem = given === undefined ? undefined : passwordProblem(given, { username: username.data });
    if (problem) {
      print(`STAFF_PASSWORD: ${sayRule(problem, 'en')}`);
      return 1;
    }
    const password = given ?? generatePassword();
    // For whoever the account is for: they sign in with it once and choose their own (decision 0086).
    const { created } = await createOrResetStaff(database.db, username.data, password, { oneTime: true });
    print(
      `${created ? 'Created' : 'Reset the password of'} "${username.data}".` +
        (given === undefined ? ` One-time password: ${password} (shown only this once).` : ' The password is a one-time password.') +
        ` It signs in within ${oneTimePasswordDays} days, once, to choose the account's own password.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof LastStaffAccountError) {
      print(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
