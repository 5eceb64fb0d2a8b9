import { redirect, useNavigation } from 'react-router';
import { Form, Link } from '~/i18n/links';
import { AskDeleteLink, StaffList } from '~/components/dashboard/ManageList';
import { StaffPageHeader, StaffSection } from '~/components/dashboard/StaffForm';
import { MailIcon, PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import type { Catalogue } from '~/i18n/catalogue';
import { useLocaleTag, useWords } from '~/i18n/words';
import { ApiError } from '~/lib/api.server';
import { parseId } from '~/lib/validation';
import { requireStaff } from '~/web/auth.server';
import { telHref, whatsappHref } from '~/web/contact-links';
import { formatReceivedAt } from '~/lib/dates';
import { fill, plural } from '~/lib/fill';
import { formatIndianPhone } from '~/lib/phone';
import { withFlash } from '~/web/flash.server';
import { readFormBody } from '~/lib/request-fields.server';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { listDeletions, type DeletedKind } from '~/modules/deletion-log/deletion-log.server';
import { changeInboxStatus, deleteInboxItem, listInbox, type InboxItem } from '~/modules/inbox/inbox.server';
import { inboxStatuses, type InboxStatus } from '~/modules/inbox/inbox-status';
import { inboxLists, inboxPath, inboxViewOf } from '~/modules/inbox/inbox-view';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

type InboxWords = Catalogue['dashboardInbox'];

/** How many of the latest deletions the inbox lists under its items. */
const deletionsShown = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(context);
  const url = new URL(request.url);
  const view = inboxViewOf(url.searchParams);
  const [{ items, newCounts }, deletions] = await Promise.all([listInbox(context.database.db, view), listDeletions(context.database.db, { limit: deletionsShown })]);
  return {
    ...view,
    items: items.map((item) => ({
      ...item,
      received: formatReceivedAt(item.createdAt, locale),
      consented: item.kind === 'enquiry' && item.consentedAt ? formatReceivedAt(item.consentedAt, locale) : null,
    })),
    newCounts,
    deletions: deletions.map((deletion) => ({ ...deletion, deleted: formatReceivedAt(deletion.deletedAt, locale) })),
    confirmId: parseId(url.searchParams.get('confirm') ?? undefined),
    words: staffWords(context, 'dashboardInbox'),
  };
}

/** A status button (one tap: contacted, closed, new again) or the confirmed delete; back to the same list. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.database;
  const words = staffCatalogue(context);
  const view = inboxViewOf(new URL(request.url).searchParams);
  const listPath = inboxPath(view);
  let form: URLSearchParams;
  try {
    // A copy: a delete hands the request itself on to handleDeleteForm, which reads it again.
    form = await readFormBody(request.clone(), context.config.bodyLimitBytes);
  } catch (error) {
    // Only a hand-made request can be refused here (the forms are hidden fields and a button).
    if (error instanceof ApiError) return redirect(listPath, withFlash(context, error.message, 'error'));
    throw error;
  }
  if (form.get('intent') === 'delete') {
    return handleDeleteForm(request, context, {
      listPath,
      deleted: words.dashboardInbox.deleted,
      alreadyGone: words.staff.manage.alreadyGone,
      remove: (id, by) => deleteInboxItem(db, view.show, id, by),
    });
  }
  const changed = await changeInboxStatus(db, view.show, { id: form.get('id'), status: form.get('status') });
  return redirect(
    listPath,
    withFlash(context, changed ? words.dashboardInbox.statusChanged[changed] : words.staff.manage.alreadyGone, changed ? 'success' : 'error'),
  );
}

/** The child and class of an enquiry, or the topic of a message. */
function detailsOf(item: InboxItem, t: InboxWords): { label: string; value: string }[] {
  if (item.kind === 'message') return [{ label: t.about, value: t.topics[item.inquiryType] }];
  return [{ label: t.child, value: item.childName }, ...(item.classSought ? [{ label: t.classSought, value: item.classSought }] : [])];
}

/** The WhatsApp reply's first words, addressed to the parent or the sender. */
function whatsappTextOf(item: InboxItem, t: InboxWords): string {
  return item.kind === 'enquiry' ? fill(t.whatsappEnquiry, { parent: item.name, child: item.childName }) : fill(t.whatsappMessage, { name: item.name });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardInbox.title);

const statusBadge: Record<InboxStatus, string> = {
  new: 'bg-amber-100 text-amber-900 ring-amber-300',
  contacted: 'bg-sky-50 text-sky-900 ring-sky-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

function StatusButtons({ item, busy }: { item: Pick<InboxItem, 'id' | 'name' | 'status'>; busy: boolean }) {
  const t = useWords('dashboardInbox');
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap gap-2" aria-label={`${t.status[item.status]}: ${item.name}`}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={item.id} />
      {inboxStatuses
        .filter((status) => status !== item.status)
        .map((status) => (
          <button
            key={status}
            type="submit"
            name="status"
            value={status}
            disabled={busy}
            aria-label={`${t.markAs[status]}: ${item.name}`}
            className={`min-h-11 rounded-full px-4 py-2 font-semibold disabled:opacity-70 ${
              status === 'contacted' ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50'
            }`}
          >
            {t.markAs[status]}
          </button>
        ))}
    </Form>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { show, status, items, newCounts, confirmId, deletions } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const listPath = inboxPath({ show, status });
  const t = useWords('dashboardInbox');
  const m = useWords('staff').manage;
  const localeTag = useLocaleTag();
  return (
    <>
      <StaffPageHeader title={t.title} lead={t.lead} />
      <nav aria-label={t.title} className="mt-6 grid grid-cols-2 gap-2 rounded-full bg-slate-200/70 p-1">
        {inboxLists.map((tab) => (
          <Link
            key={tab}
            to={inboxPath({ show: tab, status })}
            aria-current={tab === show ? 'page' : undefined}
            className={`rounded-full px-3 py-2 text-center text-sm font-semibold sm:text-base ${
              tab === show ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-brand-900'
            }`}
          >
            {t.tabs[tab]}
            {newCounts[tab] > 0 ? (
              <span className="ml-1.5 inline-block rounded-full bg-rose-600 px-2 text-xs leading-5 font-bold text-white">{plural(t.newCount, newCounts[tab], localeTag)}</span>
            ) : null}
          </Link>
        ))}
      </nav>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t.filterLabel}>
          <span className="text-sm font-semibold text-slate-600">{t.filterLabel}:</span>
          {(['all', ...inboxStatuses] as const).map((filter) => (
            <Link
              key={filter}
              to={inboxPath({ show, status: filter })}
              aria-current={filter === status ? 'true' : undefined}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
                filter === status ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {t.filters[filter]}
            </Link>
          ))}
        </div>
        {show === 'enquiries' ? (
          <a
            href={`/dashboard/inbox/enquiries.csv${status === 'all' ? '' : `?status=${status}`}`}
            download
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t.exportCsv}
          </a>
        ) : null}
      </div>
      <StaffList
        items={items}
        confirmId={confirmId}
        listPath={listPath}
        emptyMessage={t.empty[show]}
        emptyTestId="inbox-empty"
        itemTestId="inbox-item"
        questionOf={(item) => fill(m.confirmQuestion, { item: t.itemWord[show], title: item.name })}
      >
        {(item) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words text-slate-900">{item.name}</p>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${statusBadge[item.status]}`} data-testid="inbox-status">
                {t.status[item.status]}
              </span>
            </div>
            <p className="text-sm text-slate-700">
              {detailsOf(item, t).map((detail, index) => (
                <span key={detail.label}>
                  {index > 0 ? ' · ' : ''}
                  {detail.label}: <span className="font-medium text-slate-900">{detail.value}</span>
                </span>
              ))}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              {t.received} {item.received}
            </p>
            {item.kind === 'enquiry' ? (
              <p className="mt-0.5 text-xs text-slate-600" data-testid="inbox-consent">
                {item.consented ? fill(t.consentedAt, { time: item.consented }) : t.noConsent}
              </p>
            ) : null}
            <p className="mt-3 text-slate-800 whitespace-pre-line break-words" data-testid="inbox-message">
              {item.message || <span className="text-slate-500 italic">{t.noMessage}</span>}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {item.phone ? (
                <>
                  <a href={telHref(item.phone)} className="inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800">
                    <PhoneIcon aria-hidden="true" />
                    {t.call} {formatIndianPhone(item.phone)}
                  </a>
                  <a
                    href={whatsappHref(item.phone, whatsappTextOf(item, t))}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t.whatsapp}: ${item.name}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold text-emerald-800 ring-1 ring-emerald-300 hover:bg-emerald-50"
                  >
                    <WhatsappIcon aria-hidden="true" />
                    {t.whatsapp}
                  </a>
                </>
              ) : null}
              {/* An enquiry may come without an e-mail address (decision 0087). */}
              {item.email ? (
                <a
                  href={`mailto:${item.email}?subject=${encodeURIComponent(t.emailSubject[show])}`}
                  className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  <MailIcon aria-hidden="true" className="shrink-0" />
                  <span className="truncate">{item.email}</span>
                </a>
              ) : null}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
              <StatusButtons item={item} busy={busy} />
              {item.id === confirmId ? null : (
                <AskDeleteLink listPath={listPath} id={item.id} title={item.name} />
              )}
            </div>
          </>
        )}
      </StaffList>
      <DeletionLog deletions={deletions} />
    </>
  );
}

/** The latest deletions of visitors' records (decision 0057): kind, number, who and when; nothing of the person. */
function DeletionLog({ deletions }: { deletions: { id: number; kind: DeletedKind; recordId: number; staffUsername: string; reason: 'request' | 'retention'; deleted: string }[] }) {
  const t = useWords('dashboardInbox').deletionLog;
  return (
    <StaffSection id="deletion-log-title" title={t.title} className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-slate-200" testId="deletion-log">
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      {deletions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm text-slate-800">
          {deletions.map((deletion) => (
            <li key={deletion.id} className="py-2 break-words" data-testid="deletion-entry">
              {fill(deletion.reason === 'retention' ? t.entryRetention : t.entry, { kind: t.kinds[deletion.kind], id: deletion.recordId, staff: deletion.staffUsername, time: deletion.deleted })}
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
