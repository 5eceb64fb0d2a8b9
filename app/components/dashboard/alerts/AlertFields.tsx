import { useWords } from '~/i18n/words';
import { alertLevels } from '~/modules/alerts/alert-levels';
import { BilingualField, fieldsByName, SelectField, TextField } from '../fields';
import { alertConstraints } from '~/components/forms/constraints/alert.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = alertConstraints;

/** Times as a `datetime-local` field holds them: the school's clock, "2026-11-25T08:00". */
export interface AlertFormValues {
  text: string;
  textHi: string;
  level: string;
  startsAt: string;
  endsAt: string;
}

/** The add screen's form before anything is typed. */
export const blankAlertForm: AlertFormValues = { text: '', textHi: '', level: 'information', startsAt: '', endsAt: '' };

/** An alert's fields, for the add screen and the editor. */
export function AlertFields({ values, errors }: { values: AlertFormValues; errors: Record<string, string> }) {
  const t = useWords('dashboardAlerts');
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <BilingualField name="text" label={t.text} hint={t.textHint} placeholder={t.textPlaceholder} constraints={c} values={values} errors={errors} rows={2} />
      <SelectField {...field('level')} label={t.level} options={alertLevels.map((value) => ({ value, label: t.levels[value] }))} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field('startsAt')} type="datetime-local" label={t.startsAt} hint={t.timeHint} />
        <TextField {...field('endsAt')} type="datetime-local" label={t.endsAt} hint={t.timeHint} />
      </div>
    </>
  );
}
