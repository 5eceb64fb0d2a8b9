import { ActionLinks } from '~/components/ui/ActionLinks';
import { joinSection } from '~/content/home';
import { useIslandWords } from '~/i18n/words';

/** SPEC.md §2.4 item 10: Join Our School, each button to a real page (DESIGN.md §5). */
export function JoinSection() {
  const { title, text: lead, actions: actionNames } = useIslandWords('homeIslands').join;
  const actions = joinSection.actions.map((action) => ({ label: actionNames[action.id], to: action.to }));
  return (
    <section id="join" aria-labelledby="join-title" className="bg-gradient-to-br from-rose-700 via-brand-800 to-brand-900 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="join-title" className="font-serif text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{lead}</p>
        <ActionLinks actions={actions} onDark className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap" />
      </div>
    </section>
  );
}
