import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Form, Link } from '~/i18n/links';
import type { Catalogue, Section } from '~/i18n/catalogue';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { ImageSource } from '~/modules/images/images.server';
import { SubmitButton } from '~/components/forms/fields';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { StaffPageHeader } from './StaffForm';

/** How much of an item's English has its Hindi (decision 0052): its list shows a badge unless all. */
export type HindiState = 'none' | 'some' | 'all';

export interface ManagedItem {
  id: number;
  title: string;
  /** The title in Hindi, shown under it, where the title is a text staff translate. */
  titleHi?: string | null;
  /** For content staff translate: whether its texts have their Hindi. */
  hindi?: HindiState;
  /** A second line: a date, a role, marks. */
  detail?: ReactNode;
  /** A thumbnail for items with a photo. */
  image?: ImageSource | null;
  /** The editor's address; items without one (staff accounts, certificates) offer Delete only. */
  editTo?: string;
  /** A file the item carries, opened from the list (a certificate's scan). */
  file?: { url: string; label: string };
  /** Said instead of Delete when the item cannot be deleted (the last staff account). */
  cannotDelete?: string;
}

interface ManageListProps {
  items: ManagedItem[];
  /** The item waiting for "Yes, delete" (`?confirm=<id>` in the address). */
  confirmId: number | undefined;
  /** This list's own address, for Cancel. */
  listPath: string;
  emptyMessage: string;
  /** The word for one item in the confirm question, from the screen's words: "notice", "photo". */
  itemWord: string;
}

/**
 * A management list: each item with Edit and Delete. Delete first asks (a server-rendered step at
 * `?confirm=<id>`, so it works without JavaScript too); only "Yes, delete" posts, and the item
 * leaves the list when the server has deleted it.
 */
export function ManageList({ items, confirmId, listPath, emptyMessage, itemWord }: ManageListProps) {
  const t = useWords('staff').manage;
  return (
    <StaffList
      items={items}
      confirmId={confirmId}
      listPath={listPath}
      emptyMessage={emptyMessage}
      itemTestId="managed-item"
      questionOf={(item) => fill(t.confirmQuestion, { item: itemWord, title: item.title })}
    >
      {(item) => (
        <div className="flex items-start gap-3 sm:items-center">
          {item.image ? (
            <ResponsiveImage image={item.image} sizes="64px" alt="" className="size-16 shrink-0 rounded-lg object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">
              {item.title}
              <HindiBadge state={item.hindi} />
            </p>
            {item.titleHi ? (
              <p lang="hi" className="break-words text-slate-800" data-testid="managed-item-title-hi">
                {item.titleHi}
              </p>
            ) : null}
            {item.detail ? <p className="mt-0.5 text-sm text-slate-600">{item.detail}</p> : null}
            {item.file ? (
              <a href={item.file.url} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2">
                {item.file.label}
              </a>
            ) : null}
          </div>
          {item.id === confirmId ? null : (
            <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
              {item.editTo ? (
                <Link
                  to={item.editTo}
                  className="rounded-full px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                  aria-label={`${t.edit}: ${item.title}`}
                >
                  {t.edit}
                </Link>
              ) : null}
              {item.cannotDelete ? (
                <p className="max-w-[12rem] text-sm text-slate-600">{item.cannotDelete}</p>
              ) : (
                <AskDeleteLink listPath={listPath} id={item.id} title={item.title} />
              )}
            </div>
          )}
        </div>
      )}
    </StaffList>
  );
}

/** "No Hindi" or "Hindi incomplete" beside an item whose English lacks its Hindi; nothing otherwise. */
export function HindiBadge({ state }: { state: HindiState | undefined }) {
  const t = useWords('staff').manage;
  if (state === undefined || state === 'all') return null;
  return (
    <span
      className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
      data-testid={state === 'none' ? 'no-hindi' : 'some-hindi'}
    >
      {state === 'none' ? t.noHindi : t.someHindi}
    </span>
  );
}

/** Delete, which first asks (`?confirm=<id>` on the list's address, which may have a query already). */
export function AskDeleteLink({ listPath, id, title }: { listPath: string; id: number; title: string }) {
  const t = useWords('staff').manage;
  return (
    <Link
      to={`${listPath}${listPath.includes('?') ? '&' : '?'}confirm=${id}`}
      preventScrollReset
      className="min-h-11 rounded-full px-4 py-2 text-center font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50"
      aria-label={`${t.delete}: ${title}`}
    >
      {t.delete}
    </Link>
  );
}

/**
 * A staff screen's list of cards (managed content, the inbox, applications): the item waiting for
 * "Yes, delete" (`?confirm=<id>`) is outlined, with the question under it; an empty list says so.
 */
export function StaffList<Item extends { id: number }>({
  items,
  confirmId,
  listPath,
  emptyMessage,
  emptyTestId,
  itemTestId,
  questionOf,
  children,
}: {
  items: readonly Item[];
  confirmId: number | undefined;
  listPath: string;
  emptyMessage: string;
  emptyTestId?: string;
  itemTestId: string;
  /** The confirm question for an item: "Delete the notice “Sports Day”?" */
  questionOf: (item: Item) => string;
  /** An item's card. */
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <p className="mt-6 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200" data-testid={emptyTestId}>
        {emptyMessage}
      </p>
    );
  }
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li
          key={item.id}
          className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${item.id === confirmId ? 'ring-2 ring-rose-400' : 'ring-slate-200'}`}
          data-testid={itemTestId}
        >
          {children(item)}
          {item.id === confirmId ? <ConfirmDelete id={item.id} question={questionOf(item)} listPath={listPath} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The confirm step of a delete: the question, "Yes, delete" (a POST of `intent=delete` and the id)
 * and Cancel back to the list. Rendered by the server at `?confirm=<id>`, so it works without JavaScript.
 */
export function ConfirmDelete({ id, question, listPath }: { id: number; question: string; listPath: string }) {
  const t = useWords('staff').manage;
  const navigation = useNavigation();
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete';
  return (
    <Form method="post" preventScrollReset className="mt-3 rounded-lg bg-rose-50 p-3" aria-label={t.confirmLabel}>
      <p className="font-medium text-rose-900">{question}</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton
          busy={deleting}
          busyLabel={t.deleting}
          className="min-h-11 rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-70"
        >
          {t.confirmYes}
        </SubmitButton>
        <Link
          to={listPath}
          preventScrollReset
          className="min-h-11 rounded-full px-5 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-white"
        >
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}

/** The sections of the screens that manage a kind of content: each names its list's title, lead, empty line, item and deletion. */
export type ManagedKindSection = {
  [S in Section]: Catalogue[S] extends { listTitle: string; listLead: string; empty: string; itemWord: string; deleted: string } ? S : never;
}[Section];

/** A kind of content's management screen: its title, Add new, and the list with its delete step. */
export function ManageScreen({
  section,
  addTo,
  ...list
}: { section: ManagedKindSection; addTo: string } & Pick<ManageListProps, 'items' | 'confirmId' | 'listPath'>) {
  const t = useWords(section);
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to={addTo} className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList {...list} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
