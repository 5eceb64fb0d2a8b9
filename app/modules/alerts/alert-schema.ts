import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { requiredText, translationText } from '~/lib/text-schema';
import { alertLevels } from './alert-levels';

/** Rules for an alert, shared by the staff form, its action and the JSON API. Safe for the browser. */

/** One or two sentences: a bar at the top of every page on a phone, not an article. */
export const alertTextMax = 300;

/**
 * An instant: a full ISO time with its offset (the API: "2026-11-25T08:00:00+05:30", "…Z"), or the
 * school's own clock time as a `datetime-local` field sends it ("2026-11-25T08:00", India's time:
 * +05:30 all year). Stored as a UTC ISO string, so instants compare as text on both databases.
 */
function instant(missing: string) {
  return z
    .string({ message: missing })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, missing)
    .transform((value, context) => {
      const withZone = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value.length === 16 ? `${value}:00` : value}+05:30`;
      const time = Date.parse(withZone);
      // Date.parse rolls 30 February over into March: the day must be a real one.
      const day = value.slice(0, 10);
      const real = !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
      if (Number.isNaN(time) || !real) {
        context.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });
}

const alertFields = {
  text: requiredText(alertTextMax, rule('alert.textMissing'), rule('alert.textTooLong')),
  /** The Hindi twin: optional; empty means none (null), decision 0052. */
  textHi: translationText(alertTextMax, rule('common.notText'), rule('alert.textHiTooLong')),
  level: z.enum(alertLevels, { message: rule('alert.levelMissing') }),
  startsAt: instant(rule('alert.startMissing')),
  endsAt: instant(rule('alert.endMissing')),
};

/**
 * A new alert: text, start and end are required; information unless staff say urgent; Hindi optional.
 * That the end comes after the start is the module's rule (it knows the stored times of a change).
 */
export const alertInputSchema = z.strictObject({
  ...alertFields,
  textHi: alertFields.textHi.default(null),
  level: alertFields.level.default('information'),
});
export type AlertInput = z.infer<typeof alertInputSchema>;

/** A change (the editor and PATCH): a field left out keeps its value. */
export const alertUpdateSchema = changeSchemaOf(alertFields);
export type AlertUpdateInput = z.infer<typeof alertUpdateSchema>;
