import { SectionTitle } from '~/components/ui/SectionTitle';

/** A year group or class: its name, its ages and what the year focuses on. */
export interface YearGroup {
  name: string;
  ages: string;
  focus: string;
}

/** A stage's year groups or classes, as a section of cards: name, ages and what the year focuses on. */
export function YearGroupsSection({ id, title, groups }: { id: string; title: string; groups: readonly YearGroup[] }) {
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.name} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="year-group">
            <h3 className="text-lg font-bold text-brand-900">{group.name}</h3>
            <p className="text-sm font-semibold text-rose-700">{group.ages}</p>
            <p className="mt-2 text-slate-700">{group.focus}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
