import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredDay, requiredText, translationText } from '~/lib/text-schema';
import { disclosureSlots } from './disclosure-slots';

/**
 * Rules for the Mandatory Public Disclosure (CBSE Appendix IX; DESIGN.md §9, decision 0058), shared by
 * the dashboard's screen, its action and the JSON API. Safe for the browser. Section A comes from the
 * settings and D from the faculty list; what is kept here is the rest: the figures of sections D and
 * E, the board results table of section C, and the slots that do not apply to the school.
 */

/** Rows of the results table: more than ten years of Class X and XII is more than the appendix asks. */
export const maxResultRows = 20;
/** A count of rooms, toilets or sections: whole, from 0. */
const count = z.number({ error: rule('disclosure.countInvalid') }).int(rule('disclosure.countInvalid')).min(0, rule('disclosure.countInvalid')).max(10_000, rule('disclosure.countInvalid')).nullable();
/** An area in square metres: from 0, decimals allowed; a million m² (100 ha) is past any school. */
const area = z.number({ error: rule('disclosure.areaInvalid') }).min(0, rule('disclosure.areaInvalid')).max(1_000_000, rule('disclosure.areaInvalid')).nullable();
const studentCount = z.number({ error: rule('disclosure.studentsInvalid') }).int(rule('disclosure.studentsInvalid')).min(0, rule('disclosure.studentsInvalid')).max(100_000, rule('disclosure.studentsInvalid'));

/** A row of the board results table: one examination in one year. */
export const resultRowSchema = z
  .strictObject(
    {
      year: z.number({ error: rule('disclosure.yearInvalid') }).int(rule('disclosure.yearInvalid')).min(2000, rule('disclosure.yearInvalid')).max(2100, rule('disclosure.yearInvalid')),
      examination: requiredText(60, rule('disclosure.examinationMissing'), rule('disclosure.examinationTooLong')),
      examinationHi: translationText(60, rule('common.notText'), rule('disclosure.examinationTooLong')).default(null),
      registered: studentCount,
      passed: studentCount,
      remarks: optionalText(200, rule('common.notText'), rule('disclosure.remarksTooLong')).default(''),
      remarksHi: translationText(200, rule('common.notText'), rule('disclosure.remarksTooLong')).default(null),
    },
    { error: rule('disclosure.resultsInvalid') },
  )
  .refine((row) => row.passed <= row.registered, { message: rule('disclosure.passedAboveRegistered'), path: ['passed'] });
export type ResultRow = z.infer<typeof resultRowSchema>;

/** The fields' rules, without defaults (see changeSchemaOf). */
const disclosureFields = {
  /** Class sections the school runs, for the teacher–section ratio (D3). */
  sections: count,
  campusArea: area,
  classroomCount: count,
  /** Each classroom's usual size. */
  classroomArea: area,
  labCount: count,
  labArea: area,
  internet: z.boolean({ error: rule('disclosure.internetInvalid') }).nullable(),
  girlsToilets: count,
  boysToilets: count,
  /** E7: the video of the school's inspection (CBSE asks for a YouTube link). */
  inspectionVideoUrl: z.union([z.literal(''), z.url({ message: rule('disclosure.videoUrlInvalid'), protocol: /^https$/ }).max(300, rule('disclosure.videoUrlInvalid'))], {
    error: rule('disclosure.videoUrlInvalid'),
  }),
  results: z.array(resultRowSchema, { error: rule('disclosure.resultsInvalid') }).max(maxResultRows, rule('disclosure.tooManyResults')),
  /** Slots that do not apply to the school (board results before its first Class X): shown as such, never warned of. */
  notApplicable: z
    .array(z.enum(disclosureSlots, { error: rule('disclosure.slotInvalid') }), { error: rule('disclosure.slotInvalid') })
    .transform((slots) => [...new Set(slots)]),
};

/** The disclosure as kept: every field, with its default for a school that has given nothing yet. */
export const disclosureDetailsSchema = z.object({
  sections: disclosureFields.sections.default(null),
  campusArea: disclosureFields.campusArea.default(null),
  classroomCount: disclosureFields.classroomCount.default(null),
  classroomArea: disclosureFields.classroomArea.default(null),
  labCount: disclosureFields.labCount.default(null),
  labArea: disclosureFields.labArea.default(null),
  internet: disclosureFields.internet.default(null),
  girlsToilets: disclosureFields.girlsToilets.default(null),
  boysToilets: disclosureFields.boysToilets.default(null),
  inspectionVideoUrl: disclosureFields.inspectionVideoUrl.default(''),
  results: disclosureFields.results.default([]),
  notApplicable: disclosureFields.notApplicable.default([]),
});
export type DisclosureDetails = z.infer<typeof disclosureDetailsSchema>;

/** A change (the dashboard's save, PATCH /api/disclosure): the fields given replace theirs (`results` and `notApplicable` whole). */
export const disclosureChangeSchema = changeSchemaOf(disclosureFields);
export type DisclosureChange = z.infer<typeof disclosureChangeSchema>;

/** A document for a slot (the dashboard's upload, POST /api/disclosure/documents); the PDF comes as the file `file`. */
export const disclosureDocumentInputSchema = z.strictObject({
  slot: z.enum(disclosureSlots, { error: rule('disclosure.slotInvalid') }),
  /** The last day the document is valid; empty or left out for one with no end date. */
  validUntil: z
    .union([z.literal('').transform(() => null), z.null(), requiredDay(rule('disclosure.validUntilInvalid'), rule('disclosure.validUntilInvalid'))], {
      error: rule('disclosure.validUntilInvalid'),
    })
    .default(null),
});
export type DisclosureDocumentInput = z.infer<typeof disclosureDocumentInputSchema>;

/** A number as typed on a phone: spaces and commas taken off; empty is "not given"; anything else stays for the rule to refuse. */
function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const bare = value.replace(/[\s,]/g, '');
  if (bare === '') return null;
  return /^\d+(\.\d+)?$/.test(bare) ? Number(bare) : value;
}

const numberFields = ['sections', 'campusArea', 'classroomCount', 'classroomArea', 'labCount', 'labArea', 'girlsToilets', 'boysToilets'] as const;
const rowNumberFields = new Set(['year', 'registered', 'passed']);
const rowFields = ['year', 'examination', 'examinationHi', 'registered', 'passed', 'remarks', 'remarksHi'] as const;

/**
 * The dashboard form's fields in the change schema's shape. Its inputs are named by the path a
 * refusal names (`results.0.passed`); a row left wholly empty (the spare row at the end, or one staff
 * cleared to remove it) is no row, so `nameOf` turns a refusal's path back into the form's field
 * name. `notApplicable.<slot>` are ticked boxes; `internet` is yes, no or empty.
 */
export function disclosureFromForm(fields: Record<string, unknown>): { input: Record<string, unknown>; nameOf: (path: string) => string } {
  const input: Record<string, unknown> = {};
  const rows: Record<string, unknown>[] = [];
  const notApplicable: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const cell = /^results\.(\d{1,2})\.([a-zA-Z]+)$/.exec(field);
    const slot = /^notApplicable\.(.+)$/.exec(field);
    if (cell && (rowFields as readonly string[]).includes(cell[2]!)) {
      (rows[Number(cell[1])] ??= {})[cell[2]!] = rowNumberFields.has(cell[2]!) ? typedNumber(value) : value;
    } else if (slot) {
      if (value === 'on' || value === 'yes') notApplicable.push(slot[1]!);
    } else if ((numberFields as readonly string[]).includes(field)) {
      input[field] = typedNumber(value);
    } else if (field === 'internet') {
      input.internet = value === 'yes' ? true : value === 'no' ? false : value === '' ? null : value;
    } else {
      input[field] = value;
    }
  }
  const given = (row: Record<string, unknown> | undefined) =>
    row !== undefined && Object.values(row).some((value) => value !== null && value !== undefined && value !== '');
  const formIndex = [...rows.keys()].filter((index) => given(rows[index]));
  input.results = formIndex.map((index) => rows[index]);
  input.notApplicable = notApplicable;
  const nameOf = (path: string) => path.replace(/^results\.(\d+)/, (_, index: string) => `results.${formIndex[Number(index)] ?? index}`);
  return { input, nameOf };
}
