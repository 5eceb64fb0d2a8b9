import { dictionary } from '@zxcvbn-ts/language-common';
import { rule, type RuleMessage } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { ruleOfIssue } from '~/lib/validation';
import { newPasswordSchema } from './staff-schema';

/**
 * The password rules, in one place for every path that sets a password: the dashboard (a new account,
 * a change of one's own), `npm run staff -- add` and ADMIN_PASSWORD at start-up.
 */

/** How many of the most used passwords are refused (the list is ranked by frequency, most used first). */
export const commonPasswordCount = 10_000;

/** zxcvbn-ts's list is lower case; built once, on first use. */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(folded: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, commonPasswordCount).map((p) => p.toLowerCase()));
  return commonPasswords.has(folded);
}

export interface PasswordContext {
  /** The account's username: the password may not be the same (in any case). */
  username: string;
  /** On a change, the password being replaced: the new one must differ. */
  currentPassword?: string;
}

/**
 * The rule a new password breaks, for the person choosing it (said by the edge, or in English by the
 * command line and the start-up check); undefined when it may be used.
 */
export function passwordProblem(password: string, { username, currentPassword }: PasswordContext): RuleMessage | undefined {
  const length = newPasswordSchema.safeParse(password);
  if (!length.success) return ruleOfIssue(length.error.issues[0]);
  // Case and surrounding spaces do not make a guessable password harder to guess.
  const folded = password.trim().toLowerCase();
  if (folded === username.trim().toLowerCase()) return rule('password.sameAsUsername');
  // Hashing normalizes to NFC, so two spellings of the same text are the same password.
  if (currentPassword !== undefined && password.normalize('NFC') === currentPassword.normalize('NFC')) {
    return rule('password.sameAsCurrent');
  }
  // The list holds few long repeats ("aaaaaaaaaa" is not in it), which every guesser tries.
  if (new Set(folded).size <= 1) return rule('password.oneCharacter');
  if (isCommonPassword(folded)) return rule('password.common');
  return undefined;
}

/** A password the rules refuse, with the reason under the field that holds it. */
export class WeakPasswordError extends Refusal {
  constructor(readonly reason: RuleMessage) {
    super('invalid', rule('common.needsCorrecting'), { password: reason });
    this.name = 'WeakPasswordError';
  }
}

/** Throws `WeakPasswordError` unless the rules allow the password. */
export function requireAllowedPassword(password: string, context: PasswordContext): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new WeakPasswordError(problem);
}
