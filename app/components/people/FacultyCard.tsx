import { Link } from '~/i18n/links';
import { ChevronRightIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import type { FacultyView } from '~/modules/faculty/faculty.server';
import { PersonPhoto } from './PersonPhoto';
import { StaffText } from '~/i18n/staff-text';

/** What a card shows of a faculty member: not the qualification, post or appointment, which the profile shows. */
export type FacultyCardView = Omit<FacultyView, 'qualification' | 'post' | 'appointment'>;

/** One teacher: photo, name, role, the start of their details and a link to the full profile. */
export function FacultyCard({ member, priority = false }: { member: FacultyCardView; priority?: boolean }) {
  const t = useWords('faculty');
  return (
    <article
      className="flex h-full gap-4 card p-4 sm:flex-col sm:gap-0 sm:p-0"
      data-testid="faculty-card"
    >
      <PersonPhoto
        name={member.name}
        image={member.image}
        priority={priority}
        sizes="(min-width: 640px) 10rem, 6rem"
        className="h-24 w-24 shrink-0 rounded-xl sm:mx-5 sm:mt-5 sm:h-40 sm:w-40 sm:rounded-2xl"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <h2 className="text-lg font-bold text-slate-900"><StaffText en={member.name} /></h2>
        <p className="text-sm font-semibold text-rose-700"><StaffText en={member.role} hi={member.roleHi} /></p>
        {member.details ? <p className="mt-2 line-clamp-3 text-slate-700"><StaffText en={member.details} hi={member.detailsHi} /></p> : null}
        <Link
          to={`/faculty/${member.id}`}
          className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full py-1 font-semibold text-brand-800 underline-offset-4 hover:underline sm:mt-auto sm:pt-4"
        >
          {t.viewProfile}
          <span className="sr-only">: <StaffText en={member.name} /></span>
          <ChevronRightIcon />
        </Link>
      </div>
    </article>
  );
}
