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

/** The name of a text staff write in English with its Hindi beside it: `details` where the row has `detailsHi`. */
export type TranslatedText<Row> = {
  [Name in keyof Row & string]: Row[Name] extends string ? (Row extends Record<`${Name}Hi`, string | null> ? Name : never) : never;
}[keyof Row & string];

/** How a management screen shows one of its items: the editor's address, and the item's lines. */
interface ListedAs<Row> {
  /** The editor of an item is at `<editPath>/<id>/edit`; kinds that are never edited (a certificate) have none. */
  editPath?: string;
  /** The texts staff write in both languages, for the list's "No Hindi" badge (decision 0052). */
  translated: readonly TranslatedText<Row>[];
  /**
   * Its title (and the title's Hindi, where the title is a text staff translate), a second line (a
   * date, a role, marks) and a thumbnail where it has them.
   */
  lineOf: (row: Row) => {
    title: string;
    titleHi?: string | null;
    detail?: string;
    image?: ImageSource | null;
    /** A file the item carries, to open (a certificate's scan). */
    file?: { url: string; label: string };
  };
}

/** Each of a row's translated texts in English beside its Hindi. */
function englishBesideHindi<Row>(row: Row, names: readonly TranslatedText<Row>[]): [english: string, hindi: string | null][] {
  // TranslatedText guarantees both fields; TypeScript cannot follow a key built from a template.
  const texts = row as Record<string, string | null>;
  return names.map((name) => [texts[name] ?? '', texts[`${name}Hi`] ?? null]);
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
  { editPath, translated, lineOf }: ListedAs<Row>,
) {
  const confirmId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
  const items = rows.map((row) => ({
    id: row.id,
    editTo: editPath && `${editPath}/${row.id}/edit`,
    ...lineOf(row),
    hindi: hindiStateOf(englishBesideHindi(row, translated)),
  }));
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
