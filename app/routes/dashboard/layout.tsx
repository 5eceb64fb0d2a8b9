import { data, Outlet, useLocation } from 'react-router';
import { Form, Link, NavLink } from '~/i18n/links';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { contentMenu, dailyMenu, moreMenu } from '~/components/dashboard/dashboard-menu';
import { useLocaleTag, useWords } from '~/i18n/words';
import { plural } from '~/lib/fill';
import { countNewInInbox } from '~/modules/inbox/inbox.server';
import { choosingOwnPassword, requireStaff, staffPagesGate } from '~/web/auth.server';
import { takeFlash } from '~/web/flash.server';
import type { Route } from './+types/layout';
import { staffWords } from './staff-words.server';

/**
 * Every staff page sits in this layout (at `dashboard`, app/routes.ts). Its middleware is the gate: no loader or action of
 * any page below runs without a staff session, however it is asked for (a loader alone through
 * `.data?_routes=…` included). A loader of this layout would not be a gate: loaders run in parallel,
 * and single fetch can skip it.
 */
export const middleware: Route.MiddlewareFunction[] = [staffPagesGate];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  const { flash, headers } = takeFlash(request, context);
  // Signed in with a one-time password, the account sees no menu, nor anything the school holds,
  // until it has chosen its own (decision 0086; the gate sends every other screen there).
  const choosingPassword = choosingOwnPassword(session);
  // The menu's count of new items: one query, on staff pages only (this layout's gate stands before it).
  const newCounts: NewCounts = { inbox: choosingPassword ? 0 : await countNewInInbox(context.database.db) };
  // The words every screen shares (the frame, forms, management lists); each screen sends its own.
  return data({ username: session.staff.username, choosingPassword, flash, newCounts, words: staffWords(context, 'staff') }, { headers });
}

/** The menu's counts of new items, by the entry that shows them. */
type NewCounts = Record<'inbox', number>;

/** Staff pages say nothing to search engines (the gate marks them never to be stored). */
export function headers() {
  return { 'X-Robots-Tag': 'noindex' };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-white text-brand-900' : 'text-white/90 hover:bg-white/10'}`;

/** A menu heading: small capitals over its links. */
function MenuHeading({ children }: { children: string }) {
  return <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-white/60 uppercase">{children}</p>;
}

/** The badge of new items beside a menu entry: its text is the count, its name "3 new". None at 0. */
function NewBadge({ count }: { count: number }) {
  const words = useWords('staff');
  const localeTag = useLocaleTag();
  if (count === 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-rose-600 px-2 text-sm leading-6 font-bold text-white" data-testid="menu-new-count">
      <span aria-hidden="true">{count.toLocaleString(localeTag)}</span>
      {/* The space keeps the entry's name "Inbox 3 new" rather than "Inbox3 new". */}
      <span className="sr-only"> {plural(words.menuNewCount, count, localeTag)}</span>
    </span>
  );
}

/** The menu's sign-out, which is also all a session on a one-time password is shown (decision 0086). */
function SignOut() {
  const t = useWords('staff').dashboard;
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="w-full rounded-lg px-3 py-2 text-left font-medium text-white/90 hover:bg-white/10">
        {t.logout}
      </button>
    </Form>
  );
}

/**
 * The menu (decision 0067): the overview and the daily job (the inbox, with its new items, and the
 * applications) first; then each kind of content's list, where its Add button is; every add screen
 * folded under "Add new" (open while one of them is shown), so a phone's menu is a short list; then
 * the settings and the rest.
 */
function MenuLinks({ newCounts }: { newCounts: NewCounts }) {
  const words = useWords('staff');
  const t = words.dashboard;
  const { pathname } = useLocation();
  const adding = contentMenu.some((group) => group.add === pathname);
  return (
    <>
      <ul className="space-y-1">
        <li>
          <NavLink to="/dashboard" end className={linkClass}>
            {t.overview}
          </NavLink>
        </li>
        {dailyMenu.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={(state) => `${linkClass(state)} flex items-center justify-between`}>
              {words.menuDaily[item.kind]}
              {item.newCount ? <NewBadge count={newCounts[item.newCount]} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <MenuHeading>{words.menuGroups.content}</MenuHeading>
      <ul className="mt-1 grid grid-cols-2 gap-1 lg:grid-cols-1">
        {contentMenu.map((group) => (
          <li key={group.kind}>
            <NavLink to={group.manage} end className={linkClass}>
              {words.menu[group.kind]}
            </NavLink>
          </li>
        ))}
      </ul>
      <details className="group/add mt-2" open={adding}>
        <summary className="flex min-h-11 cursor-pointer items-center justify-between rounded-lg px-3 py-2 font-medium text-white/90 hover:bg-white/10">
          {words.menuGroups.addNew}
          <span aria-hidden="true" className="group-open/add:rotate-180">
            ▾
          </span>
        </summary>
        <ul className="mt-1 grid grid-cols-2 gap-1 lg:grid-cols-1">
          {contentMenu.map((group) => (
            <li key={group.kind}>
              <NavLink to={group.add} end className={linkClass}>
                {/* Seen: "+ Notices"; heard: "Add: Notices". */}
                <span aria-hidden="true">+ </span>
                <span className="sr-only">{t.add}: </span>
                {words.menu[group.kind]}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
      <MenuHeading>{words.menuGroups.more}</MenuHeading>
      <ul className="mt-1 grid grid-cols-2 gap-1 border-t border-white/10 pt-2 lg:grid-cols-1">
        {moreMenu.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {words.menuMore[item.kind]}
            </NavLink>
          </li>
        ))}
        <li>
          <Link to="/" className="block rounded-lg px-3 py-2 font-medium text-white/90 hover:bg-white/10">
            {t.home}
          </Link>
        </li>
        <li>
          <SignOut />
        </li>
      </ul>
    </>
  );
}


export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { username, choosingPassword, flash, newCounts } = loaderData;
  // A new key per page closes the phone menu after a link in it is chosen.
  const { pathname } = useLocation();
  const words = useWords('staff');
  const t = words.dashboard;
  const frame = useWords('frame');
  return (
    <div className="min-h-screen bg-slate-100 lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {frame.skipToContent}
      </a>
      <aside className="bg-brand-900 text-white lg:min-h-screen">
        <div className="flex items-center justify-between gap-3 px-4 py-4 lg:block">
          <p className="font-serif text-xl font-bold">
            <Link to="/dashboard">{t.title}</Link>
          </p>
          <p className="text-sm text-white/80 lg:mt-1">
            {t.signedInAs} <span className="font-semibold text-white">{username}</span>
          </p>
        </div>
        {choosingPassword ? (
          <div className="border-t border-white/10 px-2 py-3">
            <SignOut />
          </div>
        ) : (
          <>
            {/* On a phone the menu folds away (it works without JavaScript); from 1024 px it is a sidebar. */}
            <details key={pathname} className="border-t border-white/10 lg:hidden">
              <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 py-3 font-semibold">
                <span>
                  {words.menuToggle}
                  <NewBadge count={newCounts.inbox} />
                </span>
                <span aria-hidden="true">▾</span>
              </summary>
              <nav aria-label={t.menu} className="px-2 pb-4">
                <MenuLinks newCounts={newCounts} />
              </nav>
            </details>
            <nav aria-label={t.menu} className="hidden border-t border-white/10 px-2 py-3 lg:block">
              <MenuLinks newCounts={newCounts} />
            </nav>
          </>
        )}
      </aside>
      <main id="dashboard-main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-8 sm:py-8">
        {flash ? (
          <div className="mb-5 max-w-2xl">
            <StatusMessage kind={flash.kind} message={flash.message} />
          </div>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
