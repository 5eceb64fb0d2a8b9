import type { HindiState, ManagedKindSection } from '~/components/dashboard/ManageList';
import type { ImageSource } from '~/modules/images/images.server';
import { parseId } from '~/lib/validation';
import type { AppContext } from '~/web/context';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { staffCatalogue, staffWords } from './staff-words.server';

/**
 * What the management screens (`<kind>/list.tsx`) share; each keeps what differs: how it lists its
 * items and what their second line says, and how one is deleted.
 */

/** How a management screen shows one of its items: the editor's address, and the item's lines. */
interface ListedAs<Row> {
  /** The editor of an item is at `<editPath>/<id>/edit`; kinds that are never edited (a certificate) have none. */
  editPath?: string;
  /**
   * Its title (and the title's Hindi, where the title is a text staff translate), a second line (a
   * date, a role, marks) and a thumbnail where it has them; `translations`: each text staff write in
   * English beside its Hindi twin, for the list's "No Hindi" badge.
   */
  lineOf: (row: Row) => {
    title: string;
    titleHi?: string | null;
    detail?: string;
    image?: ImageSource | null;
    /** A file the item carries, to open (a certificate's scan). */
    file?: { url: string; label: string };
    translations: readonly (readonly [english: string, hindi: string | null])[];
  };
}

/**
 * How much of an item's English has its Hindi (decision 0052), judged only on the texts that have
 * English: an optional text left empty needs no Hindi. An item with no English text needs none.
 */
export function hindiStateOf(translations: readonly (readonly [english: string, hindi: string | null])[]): HindiState {
  const needed = translations.filter(([english]) => english.trim() !== '');
  const given = needed.filter(([, hindi]) => hindi !== null && hindi.trim() !== '').length;
  if (given === needed.length) return 'all';
  return given === 0 ? 'none' : 'some';
}

/** A management screen's loader data: its items, the one waiting for "Yes, delete" (`?confirm=<id>`), its words. */
export function manageListData<S extends ManagedKindSection, Row extends { id: number }>(
  request: Request,
  context: AppContext,
  section: S,
  rows: Row[],
  { editPath, lineOf }: ListedAs<Row>,
) {
  const confirmId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
  const items = rows.map((row) => {
    const { translations, ...line } = lineOf(row);
    return { id: row.id, editTo: editPath && `${editPath}/${row.id}/edit`, ...line, hindi: hindiStateOf(translations) };
  });
  return { confirmId, items, words: staffWords(context, section) };
}

/** A management screen's delete step, said in the screen's own words (handleDeleteForm). */
export function deleteFromList(
  request: Request,
  context: AppContext,
  { listPath, section, remove }: { listPath: string; section: ManagedKindSection; remove: (id: number) => Promise<boolean> },
): Promise<Response> {
  const words = staffCatalogue(context);
  return handleDeleteForm(request, context, { listPath, deleted: words[section].deleted, alreadyGone: words.staff.manage.alreadyGone, remove });
}
