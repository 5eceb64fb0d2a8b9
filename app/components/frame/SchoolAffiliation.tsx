import { disclosurePagePath } from '~/content/public-pages';
import { Link } from '~/i18n/links';
import { useIslandWords } from '~/i18n/words';
import { useStaffWords, type StaffWritten } from '~/i18n/staff-text';
import { fill } from '~/lib/fill';
import type { SchoolAffiliation as Affiliation } from '~/modules/settings/school-board';

/** The board's name in the page's language: the catalogue's for a known board, staff's for another. */
export function useBoardName(): (affiliation: Affiliation) => StaffWritten {
  const boards = useIslandWords('affiliation').boards;
  const said = useStaffWords();
  return (affiliation) =>
    affiliation.board === 'other' || affiliation.board === 'none'
      ? said(affiliation.boardName, affiliation.boardNameHi)
      : { text: boards[affiliation.board], lang: undefined };
}

/**
 * "Affiliated to CBSE · Affiliation No. 330123 · School Code 65123 · UDISE+ Code 10280500123" from
 * the settings (DESIGN.md §9): each number only when given, and nothing at all when the school names
 * no board. Plain server-rendered text: no script of its own. In the footer's and the home page's
 * static islands its words come with a navigation only (`islandWords`); a page that draws it outside
 * an island (Our Story) sends them (`wordsFor`).
 */
export function SchoolAffiliation({ affiliation, className }: { affiliation: Affiliation; className?: string }) {
  const t = useIslandWords('affiliation');
  const boardName = useBoardName();
  // 'none': the school names no board (namesBoard, inlined to keep it out of every page's code).
  if (affiliation.board === 'none') return null;
  const board = boardName(affiliation);
  const [before, after = ''] = t.affiliatedTo.split('{board}');
  const numbers = [
    affiliation.affiliationNumber ? fill(t.affiliationNumber, { number: affiliation.affiliationNumber }) : '',
    affiliation.schoolCode ? fill(t.schoolCode, { code: affiliation.schoolCode }) : '',
    affiliation.udiseCode ? fill(t.udiseCode, { code: affiliation.udiseCode }) : '',
  ].filter(Boolean);
  return (
    <p className={className} data-testid="school-affiliation">
      <span>
        {before}
        {board.lang ? <span lang={board.lang}>{board.text}</span> : board.text}
        {after}
      </span>
      {numbers.map((number) => (
        <span key={number}>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">{number}</span>
        </span>
      ))}
      <span aria-hidden="true"> · </span>
      <Link to={disclosurePagePath} className="underline hover:no-underline" data-testid="disclosure-link">
        {t.disclosureLink}
      </Link>
    </p>
  );
}
