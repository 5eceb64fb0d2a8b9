import type { ManagedItem, ManagedKindSection } from '~/components/dashboard/ManageList';
import { parseId } from '~/lib/validation';
import type { AppContext } from '~/web/context';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { staffCatalogue, staffWords } from './staff-words.server';

/**
 * What the management screens (`<kind>/list.tsx`) share; each keeps what differs: how it lists its
 * items and what their second line says, and how one is deleted.
 */

/** A management screen's loader data: its items, the one waiting for "Yes, delete" (`?confirm=<id>`), its words. */
export function manageListData<S extends ManagedKindSection, Item extends ManagedItem>(request: Request, section: S, items: Item[]) {
  const confirmId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
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
