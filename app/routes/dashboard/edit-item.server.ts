/**
 * What every edit screen does with the item its address names (`/dashboard/…/:id`): show it, or a
 * 404 page when there is none; change it, then go back to its list saying so. What an edit reads
 * and writes stays in each screen.
 */
import { data, redirect } from 'react-router';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import type { AppContext } from '~/web/context';
import { withFlash } from '~/web/flash.server';
import { staffCatalogue } from './staff-words.server';

/** The item named by the address's id; a 404 page when the id is not a number or names nothing. */
export async function itemToEdit<Item>(
  context: AppContext,
  idParam: string | undefined,
  read: (id: number) => Promise<Item | undefined>,
): Promise<Item> {
  const id = parseId(idParam);
  const item = id === undefined ? undefined : await read(id);
  if (!item) throw data(staffCatalogue(context).staff.forms.notFound, { status: 404 });
  return item;
}

/**
 * Makes an edit already validated and goes back to `listPath` with "Changes saved"; the form's
 * "not found" answer when the item went meanwhile (`change` answers undefined). `listPath` may depend
 * on the item as changed (a photo goes back to the album it is now in).
 */
export async function saveEdit<Item>(
  request: Request,
  context: AppContext,
  idParam: string | undefined,
  listPath: string | ((changed: Item) => string),
  change: (id: number) => Promise<Item | undefined>,
): Promise<Response> {
  const { forms } = staffCatalogue(context).staff;
  const id = parseId(idParam);
  const changed = id === undefined ? undefined : await change(id);
  if (!changed) throw new ApiError(404, forms.notFound);
  return redirect(typeof listPath === 'string' ? listPath : listPath(changed), withFlash(context, forms.changesSaved));
}
