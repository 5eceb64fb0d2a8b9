import type { Catalogue } from '~/i18n/catalogue';

type AdmissionStep = Catalogue['admissionSteps']['steps'][number];

/**
 * The admission steps (admissions, enquiry and prospectus pages): numbered cards in a row, or, in a
 * narrow printable column, a plain numbered list. The page gives the steps' words: a live page reads
 * them with `useWords`, the prospectus's static body with `useIslandWords`.
 */
export function AdmissionSteps({ steps: admissionSteps, variant = 'cards' }: { steps: readonly AdmissionStep[]; variant?: 'cards' | 'list' }) {
  if (variant === 'list') {
    return (
      <ol className="list-decimal space-y-3 pl-6 marker:font-bold marker:text-rose-700" data-testid="admission-steps">
        {admissionSteps.map((step) => (
          <li key={step.title} className="pl-1">
            <h3 className="font-bold text-slate-900">{step.title}</h3>
            <p className="mt-0.5 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="admission-steps">
      {admissionSteps.map((step, index) => (
        <li key={step.title} className="flex gap-4 card p-5 sm:block">
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-rose-700 font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="mt-1.5 font-bold text-slate-900 sm:mt-3">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
