import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredText, translationText } from '~/lib/text-schema';
import { feeClasses, feeFrequencies, feeHeads, feeSessionStatuses, maxOtherHeads, type FeeHead } from './fee-heads';

/**
 * Rules for a session's fee structure, shared by the dashboard's editor, its action and the JSON API
 * (decision 0055). Safe for the browser.
 */

/** The largest amount of one fee: ten lakh rupees, far above any school fee, so a typo of extra zeros is caught. */
export const maxFeeAmount = 1_000_000;

/** An academic session, `2026-27`: the second year is the one after the first. */
export const feeSessionLabel = z
  .string({ error: rule('fees.sessionMissing') })
  .trim()
  .min(1, rule('fees.sessionMissing'))
  .regex(/^20\d{2}-\d{2}$/, rule('fees.sessionInvalid'))
  .refine((label) => (Number(label.slice(0, 4)) + 1) % 100 === Number(label.slice(5)), rule('fees.sessionInvalid'));

/** One fee in whole rupees; null (or left out) is "not charged". */
const feeAmount = z
  .number({ error: rule('fees.amountInvalid') })
  .int(rule('fees.amountInvalid'))
  .min(1, rule('fees.amountInvalid'))
  .max(maxFeeAmount, rule('fees.amountTooLarge'))
  .nullable();

/** A class's row: a fee per head, each optional. */
const feeRow = z.strictObject(
  Object.fromEntries(feeHeads.map((head) => [head, feeAmount.optional()])) as Record<FeeHead, z.ZodOptional<typeof feeAmount>>,
);

/** The table: a row per class the site names (another is refused as an unknown field); a class left out charges nothing. */
const feeTable = z.partialRecord(z.enum(feeClasses), feeRow, { error: rule('fees.tableInvalid') });

/** A head the session names itself ("Computer lab", "Exam fee"), with its Hindi twin. */
export const otherFeeHeadSchema = z.strictObject(
  {
    name: requiredText(40, rule('fees.otherHeadNameMissing'), rule('fees.otherHeadNameTooLong')),
    nameHi: translationText(40, rule('common.notText'), rule('fees.otherHeadNameHiTooLong')).default(null),
    /** Once a session unless said (what every named head was before decision 0088). */
    frequency: z.enum(feeFrequencies, { error: rule('fees.frequencyInvalid') }).default('yearly'),
  },
  { error: rule('fees.otherHeadsInvalid') },
);

/** The fields' rules, without defaults (see changeSchemaOf). */
const feeSessionFields = {
  notes: optionalText(2000, rule('common.notText'), rule('fees.notesTooLong')),
  notesHi: translationText(2000, rule('common.notText'), rule('fees.notesHiTooLong')),
  otherHeads: z.array(otherFeeHeadSchema, { error: rule('fees.otherHeadsInvalid') }).max(maxOtherHeads, rule('fees.tooManyOtherHeads')),
  fees: feeTable,
};

/**
 * A new session, always a draft: its label, and optionally the session whose notes, named heads
 * and amounts it starts from (`copyFrom`); what it gives itself is used instead of the copied part.
 */
export const feeSessionInputSchema = z.strictObject({
  session: feeSessionLabel,
  copyFrom: feeSessionLabel.optional(),
  notes: feeSessionFields.notes.optional(),
  notesHi: feeSessionFields.notesHi.optional(),
  otherHeads: feeSessionFields.otherHeads.optional(),
  fees: feeSessionFields.fees.optional(),
});
export type FeeSessionInput = z.infer<typeof feeSessionInputSchema>;

/**
 * A change to a session (the editor, PATCH): the fields given replace theirs (`fees` and
 * `otherHeads` whole); `status: 'published'` publishes it. A published session whose fees rise
 * more than 7 % over the previous one is refused (409) unless `confirmRises` is true.
 */
export const feeSessionChangeSchema = changeSchemaOf({
  ...feeSessionFields,
  status: z.enum(feeSessionStatuses, { error: rule('fees.statusInvalid') }),
  confirmRises: z.boolean({ error: rule('fees.confirmRisesInvalid') }),
});
export type FeeSessionChange = z.infer<typeof feeSessionChangeSchema>;

/**
 * A session's whole table at once (PUT /api/fees/:session, DESIGN.md §4): its notes, named heads and
 * amounts, each left out meaning empty. The session is made, as a draft, when it does not exist;
 * publishing stays a PATCH of `status`. `confirmRises` as for a change.
 */
export const feeSessionPutSchema = z.strictObject({
  notes: feeSessionFields.notes.default(''),
  notesHi: feeSessionFields.notesHi.default(null),
  otherHeads: feeSessionFields.otherHeads.default([]),
  fees: feeSessionFields.fees.default({}),
  confirmRises: z.boolean({ error: rule('fees.confirmRisesInvalid') }).optional(),
});
export type FeeSessionPut = z.infer<typeof feeSessionPutSchema>;

/** An amount as typed on a phone: spaces, commas and a ₹ sign are taken off; anything else but digits stays for the rule to refuse. */
function typedAmount(value: string): number | string | null {
  const bare = value.replace(/[\s,₹]/g, '');
  if (bare === '') return null;
  return /^\d{1,9}$/.test(bare) ? Number(bare) : value;
}

/**
 * The editor's fields in the schemas' shape. Its inputs are named by the path a refusal names
 * (`fees.Year 3.tuition`, `otherHeads.0.name`, `otherHeads.0.frequency`), so an error lands under its own cell. A named head
 * left wholly empty after the last one given is no head; an empty cell is "not charged".
 */
export function feeSessionFromForm(fields: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const fees: Record<string, Record<string, unknown>> = {};
  const heads: { name?: unknown; nameHi?: unknown; frequency?: unknown }[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const cell = /^fees\.(.+)\.([a-z0-9]+)$/i.exec(field);
    const head = /^otherHeads\.(\d)\.(name|nameHi|frequency)$/.exec(field);
    if (cell) {
      const amount = typeof value === 'string' ? typedAmount(value) : value;
      if (amount !== null) (fees[cell[1]!] ??= {})[cell[2]!] = amount;
    } else if (head) {
      (heads[Number(head[1])] ??= {})[head[2] as 'name' | 'nameHi' | 'frequency'] = value;
    } else {
      input[field] = value;
    }
  }
  // A slot is given by its words: its frequency's select always holds a value.
  const given = (part: { name?: unknown; nameHi?: unknown } | undefined) =>
    part !== undefined && [part.name, part.nameHi].some((text) => text !== undefined && (typeof text !== 'string' || text.trim() !== ''));
  let count = heads.length;
  while (count > 0 && !given(heads[count - 1])) count -= 1;
  input.otherHeads = Array.from({ length: count }, (_, index) => {
    const { name = '', nameHi = null, frequency } = heads[index] ?? {};
    // Left out, the schema's default (yearly) applies.
    return frequency === undefined ? { name, nameHi } : { name, nameHi, frequency };
  });
  input.fees = fees;
  return input;
}

/**
 * The editor's text fields, flat, each with the rule its part of the session is checked by: the
 * form's browser checks are made from it (decision 0048). A named head's fields are
 * `otherHeads.<n>.name` in the form. None but the session is required there: notes may be
 * left empty, and an empty named head's slot is no head. A head's "how often" is a select that always
 * holds a choice, with nothing for the browser to check (and no "required" mark beside an optional name).
 */
export const feeSessionFormRules = z.strictObject({
  session: feeSessionLabel,
  notes: feeSessionFields.notes.optional(),
  notesHi: feeSessionFields.notesHi.optional(),
  otherHeadName: otherFeeHeadSchema.shape.name.optional(),
  otherHeadNameHi: otherFeeHeadSchema.shape.nameHi,
});
