import { DisclosureItem, DisclosureSection, SlotDetails, StackedTable } from '~/components/disclosure/DisclosureItems';
import { useBoardName } from '~/components/frame/SchoolAffiliation';
import { Link } from '~/i18n/links';
import { localeTags } from '~/i18n/locales';
import { StaffText } from '~/i18n/staff-text';
import { useIslandWords, useLocale } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { StaffMemberFacts } from '~/modules/disclosure/disclosure-staff';
import { academicSlots, certificateSlots } from '~/modules/disclosure/disclosure-slots';
import type { DisclosureAnswer } from '~/web/disclosure-page.server';

function NotStated() {
  const t = useIslandWords('disclosure');
  return <span className="text-slate-500 italic">{t.notStated}</span>;
}

/** A name with its qualification: "Dr. Sunita Sharma, M.A., B.Ed." Both as staff wrote them (in English on a Hindi page). */
function Person({ member }: { member: StaffMemberFacts }) {
  return (
    <span>
      <span className="font-semibold">
        <StaffText en={member.name} />
      </span>
      {member.qualification ? (
        <>
          , <StaffText en={member.qualification} />
        </>
      ) : null}
    </span>
  );
}

function People({ members }: { members: StaffMemberFacts[] }) {
  if (members.length === 0) return <NotStated />;
  return (
    <ul className="space-y-1">
      {members.map((member) => (
        <li key={member.id}>
          <Person member={member} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The disclosure's sections A to E, from the answer the page's loader gave. A static island on its page
 * (decision 0019): it has no behaviour, so the browser keeps the server's HTML and loads this code only
 * when the page is reached by a navigation in the app.
 */
export function DisclosureBody({ page }: { page: DisclosureAnswer | undefined }) {
  const locale = useLocale();
  const boardName = useBoardName();
  const t = useIslandWords('disclosure');
  const people = useIslandWords('people');
  if (!page) return null;
  const { general, staff, disclosure } = page;
  const number = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(localeTags[locale], { style: 'percent', maximumFractionDigits: 2 });
  const slotView = (slot: string) => disclosure.slots.find((view) => view.slot === slot)!;
  const area = (value: number | null) => (value === null ? <NotStated /> : fill(t.infrastructure.area, { area: number.format(value) }));
  const rooms = (count: number | null, size: number | null) =>
    count === null ? <NotStated /> : size === null ? fill(t.infrastructure.roomCount, { count: number.format(count) }) : fill(t.infrastructure.rooms, { count: number.format(count), area: number.format(size) });
  const counted = (value: number | null) => (value === null ? <NotStated /> : number.format(value));
  const board = boardName({ ...general, boardNameHi: null });
  const teachers = staff.teacherCounts.pgt + staff.teacherCounts.tgt + staff.teacherCounts.prt;
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-5xl space-y-8 py-10 sm:py-14">
        <p className="max-w-3xl text-slate-700">{fill(t.intro, { board: board.text })}</p>

        <DisclosureSection id="general" title={t.sections.general}>
          <DisclosureItem number={1} label={t.general.schoolName}>
            <StaffText en={general.schoolName} hi={general.schoolNameHi} />
          </DisclosureItem>
          <DisclosureItem number={2} label={t.general.affiliationNumber}>
            {general.affiliationNumber || <NotStated />}
          </DisclosureItem>
          <DisclosureItem number={3} label={t.general.schoolCode}>
            {general.schoolCode || <NotStated />}
          </DisclosureItem>
          <DisclosureItem number={4} label={t.general.address}>
            {general.address ? <StaffText en={general.address} hi={general.addressHi} /> : <NotStated />}
          </DisclosureItem>
          <DisclosureItem number={5} label={t.general.principal}>
            {staff.principal ? <Person member={staff.principal} /> : <NotStated />}
          </DisclosureItem>
          <DisclosureItem number={6} label={t.general.email}>
            {general.email ? (
              <a href={`mailto:${general.email}`} className="text-brand-800 underline">
                {general.email}
              </a>
            ) : (
              <NotStated />
            )}
          </DisclosureItem>
          <DisclosureItem number={7} label={t.general.phones}>
            {general.phones.length > 0 ? (
              <span className="flex flex-wrap gap-x-4">
                {general.phones.map((phone) => (
                  <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap text-brand-800 underline">
                    {phone}
                  </a>
                ))}
              </span>
            ) : (
              <NotStated />
            )}
          </DisclosureItem>
        </DisclosureSection>

        <DisclosureSection id="documents" title={t.sections.documents}>
          {certificateSlots.map((slot, index) => (
            <DisclosureItem key={slot} number={index + 1} label={t.slots[slot]}>
              <SlotDetails view={slotView(slot)} />
            </DisclosureItem>
          ))}
        </DisclosureSection>

        <DisclosureSection id="academics" title={t.sections.academics}>
          <DisclosureItem number={1} label={t.feeStructure}>
            <Link to="/fees" className="font-semibold text-brand-800 underline">
              {t.feeLink}
            </Link>
          </DisclosureItem>
          {academicSlots.map((slot, index) => (
            <DisclosureItem key={slot} number={index + 2} label={t.slots[slot]}>
              <SlotDetails view={slotView(slot)} />
            </DisclosureItem>
          ))}
        </DisclosureSection>

        <section aria-labelledby="results-title" className="card p-5 sm:p-6" data-testid="disclosure-results">
          <h2 id="results-title" className="font-serif text-xl font-bold text-brand-900">
            {t.resultsTitle}
          </h2>
          {disclosure.results.length === 0 ? (
            <p className="mt-3 text-slate-600">{t.noResults}</p>
          ) : (
            <StackedTable
              testId="results-table"
              caption={t.resultsTitle}
              columns={[t.results.year, t.results.examination, t.results.registered, t.results.passed, t.results.passPercent, t.results.remarks]}
              rows={disclosure.results.map((row) => [
                String(row.year),
                <StaffText key="examination" en={row.examination} hi={row.examinationHi} />,
                number.format(row.registered),
                number.format(row.passed),
                row.registered > 0 ? percent.format(row.passed / row.registered) : '–',
                row.remarks ? <StaffText key="remarks" en={row.remarks} hi={row.remarksHi} /> : '–',
              ])}
            />
          )}
        </section>

        <DisclosureSection id="staff" title={t.sections.staff}>
          <DisclosureItem number={1} label={t.staff.principal}>
            {staff.principal ? <Person member={staff.principal} /> : <NotStated />}
          </DisclosureItem>
          <DisclosureItem number={2} label={t.staff.teachers}>
            <span className="font-semibold">{number.format(teachers)}</span>{' '}
            <span className="text-slate-600">({fill(t.staff.teacherBreakdown, { pgt: number.format(staff.teacherCounts.pgt), tgt: number.format(staff.teacherCounts.tgt), prt: number.format(staff.teacherCounts.prt) })})</span>
          </DisclosureItem>
          <DisclosureItem number={3} label={t.staff.ratio}>
            {staff.teachersPerSection === null ? <NotStated /> : fill(t.staff.ratioValue, { ratio: number.format(staff.teachersPerSection) })}
          </DisclosureItem>
          <DisclosureItem number={4} label={t.staff.specialEducator}>
            <People members={staff.specialEducators} />
          </DisclosureItem>
          <DisclosureItem number={5} label={t.staff.counsellor}>
            <People members={staff.counsellors} />
          </DisclosureItem>
        </DisclosureSection>

        {staff.teachingStaff.length > 0 ? (
          <section aria-labelledby="teaching-staff-title" className="card p-5 sm:p-6">
            <h2 id="teaching-staff-title" className="font-serif text-xl font-bold text-brand-900">
              {t.staff.teachingStaffTitle}
            </h2>
            <StackedTable
              testId="teaching-staff"
              caption={t.staff.teachingStaffTitle}
              columns={[t.staff.name, t.staff.post, t.staff.qualification, t.staff.appointment]}
              rows={staff.teachingStaff.map((member) => [
                <Link key="name" to={`/faculty/${member.id}`} className="font-semibold text-brand-800 underline">
                  <StaffText en={member.name} />
                </Link>,
                member.post ? people.facultyPost[member.post] : '–',
                member.qualification ? <StaffText key="qualification" en={member.qualification} /> : '–',
                member.appointment ? people.appointment[member.appointment] : '–',
              ])}
            />
          </section>
        ) : null}

        <DisclosureSection id="infrastructure" title={t.sections.infrastructure}>
          <DisclosureItem number={1} label={t.infrastructure.campusArea}>
            {area(disclosure.campusArea)}
          </DisclosureItem>
          <DisclosureItem number={2} label={t.infrastructure.classrooms}>
            {rooms(disclosure.classroomCount, disclosure.classroomArea)}
          </DisclosureItem>
          <DisclosureItem number={3} label={t.infrastructure.labs}>
            {rooms(disclosure.labCount, disclosure.labArea)}
          </DisclosureItem>
          <DisclosureItem number={4} label={t.infrastructure.internet}>
            {disclosure.internet === null ? <NotStated /> : disclosure.internet ? t.infrastructure.yes : t.infrastructure.no}
          </DisclosureItem>
          <DisclosureItem number={5} label={t.infrastructure.girlsToilets}>
            {counted(disclosure.girlsToilets)}
          </DisclosureItem>
          <DisclosureItem number={6} label={t.infrastructure.boysToilets}>
            {counted(disclosure.boysToilets)}
          </DisclosureItem>
          <DisclosureItem number={7} label={t.infrastructure.video}>
            {disclosure.inspectionVideoUrl ? (
              <a href={disclosure.inspectionVideoUrl} rel="noopener noreferrer" className="font-semibold text-brand-800 underline">
                {t.infrastructure.watchVideo}
              </a>
            ) : (
              <NotStated />
            )}
          </DisclosureItem>
        </DisclosureSection>
      </div>
    </div>
  );
}
