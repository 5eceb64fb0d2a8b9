import { redirect } from 'react-router';
import { DocumentSlots } from '~/components/dashboard/disclosure/DocumentSlots';
import { FiguresForm } from '~/components/dashboard/disclosure/FiguresForm';
import { StaffPageHeader, StaffSection } from '~/components/dashboard/StaffForm';
import { disclosurePagePath } from '~/content/public-pages';
import { Link } from '~/i18n/links';
import { rule } from '~/i18n/rules';
import { useWords } from '~/i18n/words';
import { todayInSchool } from '~/lib/dates';
import { fill } from '~/lib/fill';
import { Refusal } from '~/lib/refusal';
import { parseId, parseOrThrow } from '~/lib/validation';
import { disclosureAnswer } from '~/web/disclosure-page.server';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithFile, type StaffFormFailure } from '~/web/staff-forms.server';
import { disclosureChangeSchema, disclosureDocumentInputSchema, disclosureFromForm } from '~/modules/disclosure/disclosure-schema';
import { changeDisclosureDetails, deleteDisclosureDocument, putDisclosureDocument } from '~/modules/disclosure/disclosure.server';
import { academicSlots, certificateSlots } from '~/modules/disclosure/disclosure-slots';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';
import { SectionTitle } from '~/components/ui/SectionTitle';

const screenPath = '/dashboard/disclosure';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await disclosureAnswer(context.database.db, todayInSchool());
  return { answer, words: staffWords(context, 'dashboardDisclosure', 'disclosure') };
}

/**
 * Three forms on one screen, told apart by `intent`: `upload` puts a PDF in a slot (with its
 * validity), `remove` takes a slot's document away, `save` keeps the figures, the results rows
 * and the slots that do not apply. Each comes back to the screen, at the slot it changed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { pdf: { field: 'file' } }, async (submission) => {
    const { db } = context.database;
    const { files } = context;
    const { intent, id, ...fields } = submission.fields;
    const t = staffCatalogue(context).dashboardDisclosure;
    if (intent === 'upload') {
      const input = validWithFile(disclosureDocumentInputSchema, { ...submission, fields }, { field: 'file', file: submission.pdf, required: true, message: rule('disclosure.fileMissing') });
      await putDisclosureDocument(db, files, input, submission.pdf!);
      return redirect(`${screenPath}#slot-${input.slot}`, withFlash(context, t.uploaded));
    }
    if (intent === 'remove') {
      const documentId = parseId(typeof id === 'string' ? id : undefined);
      if (documentId === undefined || !(await deleteDisclosureDocument(db, files, documentId))) {
        throw new Refusal('not-found', rule('api.missing.disclosureDocument'));
      }
      return redirect(screenPath, withFlash(context, t.removed));
    }
    const { input, nameOf } = disclosureFromForm(fields);
    await changeDisclosureDetails(db, parseOrThrow(disclosureChangeSchema, input, nameOf));
    return redirect(screenPath, withFlash(context, t.saved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardDisclosure.title);

export default function DisclosureScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardDisclosure');
  const sections = useWords('disclosure').sections;
  const { general, staff, disclosure } = loaderData.answer;
  const failure: StaffFormFailure | undefined = actionData;
  // A refusal of the remove button (the document went meanwhile) has no form of its own to show under.
  const removeFailure = failure?.values.intent === 'remove' ? failure.error.message : undefined;
  const teachers = staff.teacherCounts.pgt + staff.teacherCounts.tgt + staff.teacherCounts.prt;
  const slotsOf = (slots: readonly string[]) => disclosure.slots.filter((view) => slots.includes(view.slot));
  return (
    <>
      <StaffPageHeader title={t.title} lead={t.lead}>
        {general.board !== 'none' ? (
          <Link to={disclosurePagePath} className="rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50">
            {t.seeOnSite}
          </Link>
        ) : null}
      </StaffPageHeader>
      {general.board === 'none' ? (
        <p className="mt-4 max-w-2xl rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200" data-testid="board-missing">
          {t.boardMissing}{' '}
          <Link to="/dashboard/settings" className="font-semibold underline">
            {t.openSettings}
          </Link>
        </p>
      ) : null}
      {removeFailure ? (
        <p role="alert" className="mt-4 max-w-2xl rounded-xl bg-rose-50 p-4 font-semibold text-rose-800 ring-1 ring-rose-200">
          {removeFailure}
        </p>
      ) : null}

      <section aria-labelledby="documents-title" className="mt-8 max-w-3xl">
        <SectionTitle id="documents-title" small>{t.documentsTitle}</SectionTitle>
        <p className="mt-1 text-slate-600">{t.documentsLead}</p>
        <DocumentSlots title={sections.documents} views={slotsOf(certificateSlots)} failure={failure} />
        <DocumentSlots title={sections.academics} views={slotsOf(academicSlots)} failure={failure} />
      </section>

      <StaffSection id="staff-title" title={t.staffTitle} className="mt-10 max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p className="mt-1 text-slate-600">{t.staffLead}</p>
        <p className="mt-3 font-semibold text-slate-800" data-testid="staff-summary">
          {fill(t.staffSummary, { count: teachers, pgt: staff.teacherCounts.pgt, tgt: staff.teacherCounts.tgt, prt: staff.teacherCounts.prt })}
        </p>
        {staff.principal ? null : <p className="mt-1 text-amber-900">{t.noPrincipal}</p>}
        <Link to="/dashboard/delfaculty" className="mt-3 inline-block font-semibold text-brand-800 underline">
          {t.openFaculty}
        </Link>
      </StaffSection>

      <section aria-labelledby="figures-title" className="mt-10">
        <h2 id="figures-title" className="sr-only">
          {t.figuresTitle}
        </h2>
        <FiguresForm details={disclosure} failure={failure} />
      </section>
    </>
  );
}
