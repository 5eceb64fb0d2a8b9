/**
 * What a rule refuses, said for the person who asked, and nothing of HTTP: modules throw it
 * (DESIGN.md §2), and the edge gives each kind its status (`asApiError` in app/lib/api.server.ts,
 * DESIGN.md §4), for the JSON API and the forms alike.
 */
export type RefusalKind = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'wrong-type';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** A message per field, shown under the field it is about. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
