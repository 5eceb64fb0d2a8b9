import type { RuleMessage } from '~/i18n/rules';

/**
 * What a rule refuses, named by its key in the catalogue's `rules` and nothing of HTTP or of a
 * language: modules throw it (DESIGN.md §2), as do the API's routes for an id that names nothing, and
 * the edge gives each kind its status and says the keys in the asker's language (`asApiError` in
 * app/lib/api.server.ts, DESIGN.md §4 and §8), for the JSON API and the forms alike.
 */
export type RefusalKind = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'wrong-type';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    /** The refusal's message, said at the edge. */
    readonly rule: RuleMessage,
    /** A message per field, shown under the field it is about. */
    readonly fields?: Readonly<Record<string, RuleMessage>>,
  ) {
    // The key, for a log or a stack trace; people read the words the edge says.
    super(typeof rule === 'string' ? rule : rule.key);
    this.name = 'Refusal';
  }
}
