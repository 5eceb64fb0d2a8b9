import { useNavigation } from 'react-router';
import { PdfField, TextField } from '~/components/dashboard/fields';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { SubmitButton } from '~/components/forms/fields';
import { Form } from '~/i18n/links';
import { useLocale, useWords } from '~/i18n/words';
import { formatNoticeDate } from '~/lib/dates';
import type { DisclosureSlotView } from '~/modules/disclosure/disclosure.server';
import type { DisclosureSlot, SlotState } from '~/modules/disclosure/disclosure-slots';
import type { StaffFormFailure } from '~/web/staff-forms.server';
import { fill } from '~/lib/fill';

const stateStyles: Record<SlotState, string> = {
  empty: 'bg-slate-100 text-slate-700 ring-slate-300',
  'not-applicable': 'bg-slate-50 text-slate-600 ring-slate-200',
  valid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expiring: 'bg-amber-50 text-amber-900 ring-amber-300',
  expired: 'bg-rose-50 text-rose-800 ring-rose-200',
};

export function SlotStateBadge({ state }: { state: SlotState }) {
  const t = useWords('dashboardDisclosure');
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${stateStyles[state]}`}>{t.states[state]}</span>
  );
}

/**
 * One document slot: where it stands, its PDF, and a form to upload (or replace) it with its
 * validity, and to remove it. Each slot is its own small form, so a refusal shows under the slot
 * it concerns (`failure.values.slot`) and the others keep what they hold.
 */
function SlotCard({ view, failure }: { view: DisclosureSlotView; failure: StaffFormFailure | undefined }) {
  const t = useWords('dashboardDisclosure');
  const names = useWords('disclosure').slots;
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('slot') === view.slot;
  const mine = failure?.values.slot === view.slot && failure.values.intent === 'upload' ? failure : undefined;
  const { document } = view;
  const validity = document?.validUntil
    ? fill(view.state === 'expired' ? t.expiredOn : t.validUntilDate, {
        date: formatNoticeDate(document.validUntil, locale),
      })
    : t.noEndDate;
  return (
    <li id={`slot-${view.slot}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid={`slot-${view.slot}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="max-w-prose font-semibold text-slate-900">{names[view.slot]}</h4>
        <SlotStateBadge state={view.state} />
      </div>
      {document ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <a href={document.file.url} type="application/pdf" className="font-semibold text-brand-800 underline">
            {t.view}: {document.file.name}
          </a>
          <span className="text-slate-600">{validity}</span>
        </div>
      ) : null}
      {mine ? <StatusMessage kind="error" message={mine.error.message} /> : null}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {/* Fourteen upload forms open at once would make a phone scroll for ever: each opens on request (no script needed), and after a refusal. */}
        {/* Keyed by the document: once one is saved, the form is a fresh, closed one (no file left chosen). */}
        <details key={document?.file.url ?? 'none'} className="group open:w-full" open={mine ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 group-open:bg-slate-100 group-open:text-slate-800 group-open:ring-1 group-open:ring-slate-300 [&::-webkit-details-marker]:hidden">
            {document ? t.replace : t.upload}
          </summary>
          <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
            <input type="hidden" name="intent" value="upload" />
            <input type="hidden" name="slot" value={view.slot} />
            <PdfField name="file" id={`file-${view.slot}`} label={t.file} required error={mine?.error.fields.file} />
            <TextField
              name="validUntil"
              id={`valid-until-${view.slot}`}
              type="date"
              label={t.validUntil}
              hint={t.validUntilHint}
              defaultValue={mine?.values.validUntil ?? document?.validUntil ?? ''}
              error={mine?.error.fields.validUntil}
            />
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <SubmitButton
                busy={busy}
                busyLabel={t.uploading}
                className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
              >
                {document ? t.replace : t.upload}
              </SubmitButton>
            </div>
          </Form>
        </details>
        {document ? (
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={document.id} />
            <button type="submit" className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-50">
              {t.remove}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

export function DocumentSlots({ title, views, failure }: { title: string; views: DisclosureSlotView[]; failure: StaffFormFailure | undefined }) {
  return (
    <div className="mt-6">
      <h3 className="font-serif text-lg font-bold text-brand-900">{title}</h3>
      <ul className="mt-3 space-y-3">
        {views.map((view) => (
          <SlotCard key={view.slot} view={view} failure={failure} />
        ))}
      </ul>
    </div>
  );
}

/** The slots' names in the dashboard's language, for a list of them (the overview's warning). */
export function useSlotName(): (slot: DisclosureSlot) => string {
  const names = useWords('disclosure').slots;
  return (slot) => names[slot];
}
