import type { ManagedKindSection } from '~/components/dashboard/ManageList';
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
  /** The editor of an item is at `<editPath>/<id>/edit`. */
  editPath: string;
  /** Its title, and a second line (a date, a role, marks) and a thumbnail where it has them. */
  lineOf: (row: Row) => { title: string; detail?: string; image?: ImageSource | null };
}

/** A management screen's loader data: its items, the one waiting for "Yes, delete" (`?confirm=<id>`), its words. */
export function manageListData<S extends ManagedKindSection, Row extends { id: number }>(
  request: Request,
  section: S,
  rows: Row[],
  { editPath, lineOf }: ListedAs<Row>,
) {
  const confirmId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
  const items = rows.map((row) => ({ id: row.id, editTo: `${editPath}/${row.id}/edit`, ...lineOf(row) }));
  return { confirmId, items, words: staffWords(request, section) };
}

/** A management screen's delete step, said in the screen's own words (handleDeleteForm). */
export function deleteFromList(
  request: Request,
  context: AppContext,
  { listPath, section, remove }: { listPath: string; section: ManagedKindSection; remove: (id: number) => Promise<boolean> },
): Promise<Response> {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, { listPath, deleted: words[section].deleted, alreadyGone: words.staff.manage.alreadyGone, remove });
}
