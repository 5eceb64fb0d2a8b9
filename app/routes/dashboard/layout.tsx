import { data, Outlet, useLocation } from 'react-router';
import { Form, Link, NavLink } from '~/i18n/links';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { contentMenu, moreMenu } from '~/components/dashboard/dashboard-menu';
import { useWords } from '~/i18n/words';
import { requireStaff, staffPagesGate } from '~/web/auth.server';
import { takeFlash } from '~/web/flash.server';
import type { Route } from './+types/layout';
import { staffWords } from './staff-words.server';

/**
 * Every staff page sits in this pathless layout. Its middleware is the gate: no loader or action of
 * any page below runs without a staff session, however it is asked for (a loader alone through
 * `.data?_routes=…` included). A loader of this layout would not be a gate: loaders run in parallel,
 * and single fetch can skip it.
 */
export const middleware: Route.MiddlewareFunction[] = [staffPagesGate];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  const { flash, headers } = takeFlash(request, context);
  // The words every screen shares (the frame, forms, management lists); each screen sends its own.
  return data({ username: staff.username, flash, words: staffWords(context, 'staff') }, { headers });
}

/** Staff pages say nothing to search engines (the gate marks them never to be stored). */
export function headers() {
  return { 'X-Robots-Tag': 'noindex' };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-white text-brand-900' : 'text-white/90 hover:bg-white/10'}`;

function MenuLinks() {
  const words = useWords('staff');
  const t = words.dashboard;
  return (
    <>
      <ul className="space-y-1">
        <li>
          <NavLink to="/dashboard" end className={linkClass}>
            {t.overview}
          </NavLink>
        </li>
      </ul>
      {contentMenu.map((group) => (
        <div key={group.kind} className="mt-3">
          <p className="px-3 text-xs font-semibold tracking-wide text-white/60 uppercase">{words.menu[group.kind]}</p>
          <ul className="mt-1 grid grid-cols-2 gap-1">
            <li>
              <NavLink to={group.add} end className={linkClass}>
                {t.add}
              </NavLink>
            </li>
            <li>
              <NavLink to={group.manage} end className={linkClass}>
                {t.manage}
              </NavLink>
            </li>
          </ul>
        </div>
      ))}
      <ul className="mt-4 space-y-1 border-t border-white/10 pt-3">
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
          <Form method="post" action="/logout">
            <button type="submit" className="w-full rounded-lg px-3 py-2 text-left font-medium text-white/90 hover:bg-white/10">
              {t.logout}
            </button>
          </Form>
        </li>
      </ul>
    </>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { username, flash } = loaderData;
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
        {/* On a phone the menu folds away (it works without JavaScript); from 1024 px it is a sidebar. */}
        <details key={pathname} className="border-t border-white/10 lg:hidden">
          <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 py-3 font-semibold">
            {words.menuToggle}
            <span aria-hidden="true">▾</span>
          </summary>
          <nav aria-label={t.menu} className="px-2 pb-4">
            <MenuLinks />
          </nav>
        </details>
        <nav aria-label={t.menu} className="hidden border-t border-white/10 px-2 py-3 lg:block">
          <MenuLinks />
        </nav>
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
