import type { ReactNode } from 'react';
import { SelectField, TextField } from '~/components/dashboard/fields';
import { StaffForm } from '~/components/dashboard/StaffForm';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { DisclosureDetails } from '~/modules/disclosure/disclosure-schema';
import { disclosureSlots } from '~/modules/disclosure/disclosure-slots';
import type { StaffFormFailure } from '~/web/staff-forms.server';

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="font-serif text-lg font-bold text-brand-900">{legend}</legend>
      {hint ? <p className="-mt-2 text-sm text-slate-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

const numberFields = [
  ['sections', 'numeric'],
  ['campusArea', 'decimal'],
  ['classroomCount', 'numeric'],
  ['classroomArea', 'decimal'],
  ['labCount', 'numeric'],
  ['labArea', 'decimal'],
  ['girlsToilets', 'numeric'],
  ['boysToilets', 'numeric'],
] as const;

/**
 * The disclosure's figures (sections D and E), its board results table and the slots that do not
 * apply, saved together (`intent=save`). The results table is a fieldset per row, stacked on a
 * phone: the rows saved, then one empty row to add another; a row cleared is removed.
 */
export function FiguresForm({ details, failure }: { details: DisclosureDetails; failure: StaffFormFailure | undefined }) {
  const t = useWords('dashboardDisclosure');
  const names = useWords('disclosure').slots;
  const mine = failure?.values.intent === 'save' ? failure : undefined;
  const typed = mine?.values;
  const errors = mine?.error.fields ?? {};
  const value = (name: string, saved: string | number | null | undefined) => typed?.[name] ?? (saved === null || saved === undefined ? '' : String(saved));
  // After a refusal, the rows as typed (their count from the fields sent); otherwise the saved rows and one empty.
  const typedRows = typed ? Math.max(-1, ...Object.keys(typed).map((key) => Number(/^results\.(\d+)\./.exec(key)?.[1] ?? -1))) + 1 : 0;
  const rowCount = typed ? typedRows : details.results.length + 1;
  const internet = typed ? typed.internet ?? '' : details.internet === null ? '' : details.internet ? 'yes' : 'no';
  return (
    <StaffForm failure={mine} submitLabel={t.save} pendingLabel={t.saving}>
      <input type="hidden" name="intent" value="save" />
      <Group legend={t.figuresTitle} hint={t.figuresLead}>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberFields.map(([name, inputMode]) => (
            <TextField
              key={name}
              name={name}
              label={t[name]}
              hint={name === 'sections' ? t.sectionsHint : undefined}
              inputMode={inputMode}
              defaultValue={value(name, details[name])}
              error={errors[name]}
            />
          ))}
          <SelectField
            name="internet"
            label={t.internet}
            defaultValue={internet}
            error={errors.internet}
            options={[
              { value: '', label: t.notStated },
              { value: 'yes', label: t.internetYes },
              { value: 'no', label: t.internetNo },
            ]}
          />
        </div>
        <TextField name="inspectionVideoUrl" type="url" label={t.inspectionVideoUrl} placeholder="https://www.youtube.com/watch?v=…" defaultValue={value('inspectionVideoUrl', details.inspectionVideoUrl)} error={errors.inspectionVideoUrl} />
      </Group>
      <Group legend={t.resultsTitle} hint={t.resultsLead}>
        {errors.results ? <p className="text-sm font-semibold text-rose-700">{errors.results}</p> : null}
        {Array.from({ length: rowCount }, (_, index) => {
          const saved = typed ? undefined : details.results[index];
          const field = (name: string) => `results.${index}.${name}`;
          const cell = (name: keyof NonNullable<typeof saved>) => value(field(name), saved?.[name]);
          return (
            <fieldset key={index} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid={`result-row-${index}`}>
              <legend className="px-1 text-sm font-semibold text-slate-700">{saved || typed ? fill(t.row, { n: index + 1 }) : t.newRow}</legend>
              {/* On a phone the three numbers share a line under the examination; from 640 px a row reads as the table's. */}
              <div className="grid grid-cols-3 items-end gap-3 sm:grid-cols-6">
                <div className="col-span-3 sm:order-2 sm:col-span-3">
                  <TextField name={field('examination')} label={t.examination} placeholder={t.examinationHint} defaultValue={cell('examination')} error={errors[field('examination')]} />
                </div>
                <div className="sm:order-1">
                  <TextField name={field('year')} label={t.year} inputMode="numeric" placeholder="2026" defaultValue={cell('year')} error={errors[field('year')]} />
                </div>
                <div className="sm:order-3">
                  <TextField name={field('registered')} label={t.registered} inputMode="numeric" defaultValue={cell('registered')} error={errors[field('registered')]} />
                </div>
                <div className="sm:order-4">
                  <TextField name={field('passed')} label={t.passed} inputMode="numeric" defaultValue={cell('passed')} error={errors[field('passed')]} />
                </div>
                <div className="col-span-3 sm:order-5 sm:col-span-2">
                  <TextField name={field('remarks')} label={t.remarks} defaultValue={cell('remarks')} error={errors[field('remarks')]} />
                </div>
                <div className="col-span-3 sm:order-6 sm:col-span-2">
                  <TextField name={field('examinationHi')} label={t.examinationHi} lang="hi" defaultValue={cell('examinationHi')} error={errors[field('examinationHi')]} />
                </div>
                <div className="col-span-3 sm:order-7 sm:col-span-2">
                  <TextField name={field('remarksHi')} label={t.remarksHi} lang="hi" defaultValue={cell('remarksHi')} error={errors[field('remarksHi')]} />
                </div>
              </div>
            </fieldset>
          );
        })}
      </Group>
      <Group legend={t.notApplicableTitle} hint={t.notApplicableLead}>
        {errors.notApplicable ? <p className="text-sm font-semibold text-rose-700">{errors.notApplicable}</p> : null}
        <ul className="space-y-1">
          {disclosureSlots.map((slot) => (
            <li key={slot}>
              <label className="flex min-h-11 items-start gap-3 py-1 text-slate-800">
                <input
                  type="checkbox"
                  name={`notApplicable.${slot}`}
                  defaultChecked={typed ? typed[`notApplicable.${slot}`] === 'on' : details.notApplicable.includes(slot)}
                  className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                />
                <span>{names[slot]}</span>
              </label>
            </li>
          ))}
        </ul>
      </Group>
    </StaffForm>
  );
}
