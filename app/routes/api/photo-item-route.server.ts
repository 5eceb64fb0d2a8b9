import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { rule, type RuleKey } from '~/i18n/rules';
import type { PhotoChange } from '~/modules/images/image-owners.server';
import type { AppContext } from '~/web/context';
import { photoChangeFrom } from '~/web/staff-forms.server';
import { answerItem, changeOrDeleteItem } from './item-route.server';
import type { RequestBody } from './request-body';

/** What differs between the item routes of the kinds whose photo is optional: the 404's rule and module functions. */
export interface PhotoOwnerKind<Schema extends z.ZodObject, Item> {
  /** The 404's rule. */
  missing: RuleKey;
  find: (db: Kysely<Database>, id: number) => Promise<Item | undefined>;
  edit: (db: Kysely<Database>, files: FileStore, id: number, input: z.infer<Schema>, photo: PhotoChange) => Promise<Item | undefined>;
  remove: (db: Kysely<Database>, files: FileStore, id: number) => Promise<boolean>;
}

interface ItemArgs {
  request: Request;
  params: { id?: string };
  context: AppContext;
}

/**
 * `/api/<kind>/:id` of faculty, testimonials and toppers: GET one; PATCH (staff) with the fields to
 * change as JSON, or multipart with a new `photo` too, and `removePhoto: true` taking it off; DELETE
 * (staff) the item and its photo's files. The route exports its `requestBody` itself, beside its
 * loader and action (React Router strips those two from the browser's build, not what they use).
 */
export function photoOwnerItemRoute<Schema extends z.ZodObject, Item>(requestBody: RequestBody<Schema>, kind: PhotoOwnerKind<Schema, Item>) {
  return {
    loader: ({ request, params, context }: ItemArgs) =>
      answerItem(request, params.id, { missing: kind.missing, find: (id) => kind.find(context.database.db, id) }),
    action: ({ request, params, context }: ItemArgs) => {
      const { db } = context.database;
      const { files } = context;
      return changeOrDeleteItem(request, context, params.id, {
        missing: kind.missing,
        otherMethods: rule('api.useMethod.changeItem'),
        change: { body: requestBody, save: (id, input, submission) => kind.edit(db, files, id, input, photoChangeFrom(submission)) },
        remove: (id) => kind.remove(db, files, id),
      });
    },
  };
}
