import type { z } from 'zod';
import { en } from '~/i18n/en';
import { sayFields, sayRule } from '~/i18n/rules.server';
import { Refusal } from '~/lib/refusal';
import { ruleOfIssue } from '~/lib/validation';

/**
 * Rules as people read them in English, for tests: schemas and modules name rules by key (issue 14),
 * and the tests check the words the edge says for them.
 */

/** The English rules, by group: `englishRules.password.common`. */
export const englishRules = en.rules;

/** One schema issue's words. */
export function saidIssue(issue: z.core.$ZodIssue): string {
  return sayRule(ruleOfIssue(issue), 'en');
}

/** A thrown refusal's kind and words; anything else as it was thrown. */
export function saidRefusal(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  return { kind: error.kind, message: sayRule(error.rule, 'en'), fields: error.fields && sayFields(error.fields, 'en') };
}

/** What a function threw, said in English (a refusal) or as thrown; undefined when it threw nothing. */
export function saidThrown(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return saidRefusal(error);
  }
}

/** What a promise was refused with, said in English (a refusal) or as thrown. */
export async function saidRejection(promise: Promise<unknown>): Promise<unknown> {
  return saidRefusal(await promise.then(() => undefined, (error: unknown) => error));
}
