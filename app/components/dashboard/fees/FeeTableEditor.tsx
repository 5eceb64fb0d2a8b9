import { useLocation, useNavigation } from 'react-router';
import { BilingualField } from '~/components/dashboard/fields';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { feeSessionConstraints as c } from '~/components/forms/constraints/feeSession.generated';
import { inputClass, primaryButtonClass, SelectField } from '~/components/forms/fields';
import { Form } from '~/i18n/links';
import { localeTags } from '~/i18n/locales';
import { useLocale, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { formatRupees } from '~/lib/money';
import { feeCellField, feeClasses, feeFrequencies, feeHeads, maxOtherHeads, otherFeeHeads, type FeeClass, type FeeHead, type OtherFeeHead } from '~/modules/fees/fee-heads';
import type { FeeRise } from '~/modules/fees/fee-rises';
import type { FeeSession } from '~/modules/fees/fee-session';

/** The warning a publish answered: each cell above 7 % over `previousSession`. */
export interface FeeRisesWarning {
  previousSession: string;
  rises: readonly FeeRise[];
  percent: number;
}

interface FeeTableEditorProps {
  /** What the editor edits: the session as saved. */
  session: FeeSession;
  /** What was typed, when the action sent the form back (a refusal or the rises' warning). */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  message: string | undefined;
  warning: FeeRisesWarning | undefined;
}

/**
 * The fee table as staff edit it on a phone or a PC (issue 16): a row per class, a box per head, the
 * class column fixed while the table slides sideways. Every box is named for screen readers by its
 * class and head ("Year 3, Tuition (per month)") and opens the number pad. Save keeps it as it is
 * (a draft stays a draft); Publish puts it on the site, after a warning that names each fee more
 * than 7 % above the previous session's and a second, deliberate press.
 */
export function FeeTableEditor({ session, values, errors, message, warning }: FeeTableEditorProps) {
  const t = useWords('dashboardFees');
  const names = useWords('feeStructure');
  const tag = localeTags[useLocale()];
  const navigation = useNavigation();
  // A save comes back to this address: the form is drawn again from what was saved (or typed, when refused).
  const location = useLocation();
  const busy = navigation.state === 'submitting';
  const published = session.status === 'published';

  const otherValue = (slot: number, part: 'name' | 'nameHi') =>
    values[`otherHeads.${slot}.${part}`] ?? (part === 'name' ? session.otherHeads[slot]?.name : session.otherHeads[slot]?.nameHi) ?? '';
  /** A head's name: the catalogue's, or the name typed (or saved) for the session's own head. */
  const headName = (head: FeeHead): string => {
    const slot = otherFeeHeads.indexOf(head as OtherFeeHead);
    if (slot === -1) return names.heads[head as keyof typeof names.heads];
    return otherValue(slot, 'name').trim() || fill(t.otherColumn, { number: slot + 1 });
  };
  const cellLabel = (feeClass: FeeClass, head: FeeHead) => fill(t.cellLabel, { class: names.classes[feeClass], head: headName(head) });
  const cellValue = (feeClass: FeeClass, head: FeeHead) => values[feeCellField(feeClass, head)] ?? session.fees[feeClass]?.[head]?.toString() ?? '';

  // Each cell's problem, said once above the table with the cell's name, and marked on the cell.
  const cellErrors = feeClasses.flatMap((feeClass) =>
    feeHeads.flatMap((head) => {
      const error = errors[feeCellField(feeClass, head)];
      return error ? [{ field: feeCellField(feeClass, head), text: `${cellLabel(feeClass, head)}: ${error}` }] : [];
    }),
  );

  return (
    <Form key={location.key} method="post" className="mt-6 space-y-8" aria-describedby={cellErrors.length > 0 ? 'fee-cell-errors' : undefined}>
      {message && !warning ? <StatusMessage kind="error" message={message} /> : null}
      {cellErrors.length > 0 ? (
        <div id="fee-cell-errors" className="rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
          <p className="font-semibold text-rose-900">{t.cellErrors}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-rose-900">
            {cellErrors.map((cell) => (
              <li key={cell.field}>{cell.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {warning ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-5 ring-2 ring-amber-400" data-testid="fee-rises-warning">
          <h2 className="text-lg font-bold text-amber-950">{fill(t.risesTitle, { percent: warning.percent, previous: warning.previousSession })}</h2>
          <ul className="mt-3 space-y-1 font-semibold text-amber-950">
            {warning.rises.map((rise) => (
              <li key={feeCellField(rise.feeClass, rise.head)}>
                {fill(rise.perYear ? t.riseLinePerYear : t.riseLine, {
                  class: names.classes[rise.feeClass],
                  head: rise.headName?.name ?? headName(rise.head),
                  previous: formatRupees(rise.previous, tag),
                  next: formatRupees(rise.next, tag),
                  percent: rise.risePercent.toLocaleString(tag),
                })}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-amber-950">{t.risesLead}</p>
          <button type="submit" name="intent" value="confirm" disabled={busy} className={`${primaryButtonClass} mt-4`}>
            {busy ? t.saving : published ? t.confirmSave : t.confirmPublish}
          </button>
        </div>
      ) : null}

      <section aria-labelledby="fee-table-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="fee-table-title" className="font-serif text-xl font-bold text-brand-900">
          {t.tableTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.tableHint}</p>
        <div className="-mx-4 mt-4 overflow-x-auto sm:mx-0" data-testid="fee-editor-table">
          <table className="border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-white px-3 py-2 text-left align-bottom font-semibold text-slate-700">
                  {names.classColumn}
                </th>
                {feeHeads.map((head) => (
                  <th key={head} scope="col" className="min-w-24 px-1.5 py-2 text-left align-bottom text-xs font-semibold text-slate-700">
                    {headName(head)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {feeClasses.map((feeClass) => (
                <tr key={feeClass}>
                  <th scope="row" className="sticky left-0 z-10 max-w-28 bg-white px-3 py-1.5 text-left font-semibold text-slate-900 shadow-[1px_0_0_theme(colors.slate.200)]">
                    {names.classes[feeClass]}
                  </th>
                  {feeHeads.map((head) => {
                    const field = feeCellField(feeClass, head);
                    const invalid = errors[field] !== undefined;
                    return (
                      <td key={head} className="px-1.5 py-1.5">
                        <input
                          name={field}
                          aria-label={cellLabel(feeClass, head)}
                          aria-invalid={invalid || undefined}
                          aria-describedby={invalid ? 'fee-cell-errors' : undefined}
                          inputMode="numeric"
                          autoComplete="off"
                          defaultValue={cellValue(feeClass, head)}
                          className="w-24 rounded-md border border-slate-300 bg-white px-2 py-2 text-right text-base text-slate-900 tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-rose-500 aria-[invalid=true]:bg-rose-50"
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <fieldset className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <legend className="sr-only">{t.otherTitle}</legend>
        <h2 aria-hidden="true" className="font-serif text-xl font-bold text-brand-900">
          {t.otherTitle}
        </h2>
        <p className="text-sm text-slate-600">{t.otherHint}</p>
        {Array.from({ length: maxOtherHeads }, (_, slot) => (
          <div key={slot} className="space-y-3">
            <BilingualField
              name={`otherHeads.${slot}.name`}
              label={fill(t.otherName, { number: slot + 1 })}
              constraints={{ [`otherHeads.${slot}.name`]: c.otherHeadName, [`otherHeads.${slot}.nameHi`]: c.otherHeadNameHi }}
              values={{ [`otherHeads.${slot}.name`]: otherValue(slot, 'name'), [`otherHeads.${slot}.nameHi`]: otherValue(slot, 'nameHi') }}
              errors={errors}
            />
            <SelectField
              name={`otherHeads.${slot}.frequency`}
              label={fill(t.otherFrequency, { number: slot + 1 })}
              defaultValue={values[`otherHeads.${slot}.frequency`] ?? session.otherHeads[slot]?.frequency ?? 'yearly'}
              error={errors[`otherHeads.${slot}.frequency`]}
              options={feeFrequencies.map((frequency) => ({ value: frequency, label: t.frequencies[frequency] }))}
              className={`${inputClass} sm:max-w-xs`}
            />
          </div>
        ))}
      </fieldset>

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <BilingualField
          name="notes"
          label={t.notes}
          hint={t.notesHint}
          rows={4}
          constraints={c}
          values={{ notes: values.notes ?? session.notes, notesHi: values.notesHi ?? session.notesHi ?? '' }}
          errors={errors}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" disabled={busy} className={published ? primaryButtonClass : secondaryButtonClass}>
          {busy ? t.saving : published ? t.saveChanges : t.saveDraft}
        </button>
        {published ? null : (
          <button type="submit" name="intent" value="publish" disabled={busy} className={primaryButtonClass}>
            {busy ? t.saving : t.publish}
          </button>
        )}
      </div>
    </Form>
  );
}

const secondaryButtonClass =
  'min-h-12 w-full rounded-full px-8 py-3 font-semibold text-brand-800 ring-2 ring-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 sm:w-auto';
