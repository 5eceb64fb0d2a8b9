import type { z } from 'zod';
import type { RuleKey } from '~/i18n/rules';
import { handleApi, jsonData, jsonRefusal } from '~/lib/api.server';
import { Refusal } from '~/lib/refusal';
import { parseId } from '~/lib/validation';
import type { AppContext } from '~/web/context';
import { handleStaffApi, validFields, type StaffSubmission, type SubmissionOptions } from '~/web/staff-forms.server';
import type { RequestBody } from './request-body';

/**
 * The shape every item route (`/api/<kind>/:id`) shares: GET one, PATCH the fields given, DELETE.
 * An id that cannot name an item ("abc") is a 404 in the route's own rule whatever the body says:
 * the address names nothing. For a well-formed id a change is validated (400) before its item is
 * looked up, then a missing item is the same 404; any other method is a 405. The route keeps what
 * differs: its rules' keys (said in the request's language by `handleApi`), its module's functions and
 * what its body may carry.
 */

/** GET: the item, or a 404 saying the rule `missing`. `requireAccess` runs first where the route checks the session itself. */
export function answerItem<Item>(
  request: Request,
  idParam: string | undefined,
  { missing, find, requireAccess }: { missing: RuleKey; find: (id: number) => Promise<Item | undefined>; requireAccess?: () => Promise<unknown> },
): Promise<Response> {
  return handleApi(request, async () => {
    await requireAccess?.();
    const id = parseId(idParam);
    const item = id === undefined ? undefined : await find(id);
    if (!item) throw new Refusal('not-found', missing);
    return jsonData(item);
  });
}

export interface ItemWrites<Schema extends z.ZodObject, Item> {
  /** The 404's rule. */
  missing: RuleKey;
  /** The 405's rule: which methods to use instead. */
  otherMethods: RuleKey;
  /** PATCH: the route's body (its schema validates), and the module's change; undefined when no item has the id. */
  change: {
    body: RequestBody<Schema> & { submission?: SubmissionOptions };
    save: (id: number, input: z.infer<Schema>, submission: StaffSubmission) => Promise<Item | undefined>;
  };
  /** DELETE: false when no item had the id. `by` names the signed-in account (the deletion log of visitors' records). */
  remove: (id: number, by: { staffUsername: string }) => Promise<boolean>;
}

/** PATCH or DELETE, staff only: the changed item, 204 once deleted, or the contract's error answers. */
export function changeOrDeleteItem<Schema extends z.ZodObject, Item>(
  request: Request,
  context: AppContext,
  idParam: string | undefined,
  writes: ItemWrites<Schema, Item>,
): Promise<Response> | Response {
  const id = parseId(idParam);
  if (request.method === 'PATCH') {
    const { body, save } = writes.change;
    return handleStaffApi(request, context, body.submission ?? {}, async (submission) => {
      if (id === undefined) throw new Refusal('not-found', writes.missing);
      const input = validFields(body.schema, submission);
      const changed = await save(id, input, submission);
      if (!changed) throw new Refusal('not-found', writes.missing);
      return jsonData(changed);
    });
  }
  if (request.method === 'DELETE') {
    return handleStaffApi(request, context, {}, async ({ signedIn }) => {
      if (!signedIn) throw new Error('A staff API call without its signed-in account');
      if (id === undefined || !(await writes.remove(id, signedIn))) throw new Refusal('not-found', writes.missing);
      return new Response(null, { status: 204 });
    });
  }
  return jsonRefusal(request, 405, writes.otherMethods);
}
