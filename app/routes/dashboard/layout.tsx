import { Form, Link, NavLink, Outlet } from 'react-router';
import { text } from '~/i18n/en';
import { staffText } from '~/i18n/en/staff';
import { requireStaff } from '~/lib/auth.server';
import type { Route } from './+types/layout';

const t = staffText.dashboard;

/** Every dashboard page checks the session on the server, here, before its own loader runs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  return { username: staff.username };
}

/** Staff pages say nothing to search engines, and are never cached by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

const menu = [{ label: t.overview, to: '/dashboard', end: true }];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-100 lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {text.frame.skipToContent}
      </a>
      <aside className="bg-brand-900 text-white lg:min-h-screen">
        <div className="flex items-center justify-between gap-3 px-4 py-4 lg:block">
          <p className="font-serif text-xl font-bold">{t.title}</p>
          <p className="text-sm text-white/80 lg:mt-1">
            {t.signedInAs} <span className="font-semibold text-white">{loaderData.username}</span>
          </p>
        </div>
        <nav aria-label={t.menu} className="border-t border-white/10 px-2 py-2">
          <ul className="flex flex-wrap gap-1 lg:block lg:space-y-1">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-white text-brand-900' : 'text-white/90 hover:bg-white/10'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/" className="block rounded-lg px-3 py-2.5 font-medium text-white/90 hover:bg-white/10">
                {t.home}
              </Link>
            </li>
            <li>
              <Form method="post" action="/logout">
                <button type="submit" className="w-full rounded-lg px-3 py-2.5 text-left font-medium text-white/90 hover:bg-white/10">
                  {t.logout}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
      </aside>
      <main id="dashboard-main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-8 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
