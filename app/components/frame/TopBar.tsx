import { Link } from '~/i18n/links';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useWords } from '~/i18n/words';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

// The school's phones, e-mail and address change only from the dashboard: the server's HTML stays,
// and their code loads only if the frame is first drawn in the browser (decision 0019). The staff
// doors beside them stay live, since signing in can happen without leaving the public frame.
const TopBarContacts = staticIsland(() => import('./TopBarContacts').then((module) => module.TopBarContacts));

/** The thin bar above the header: how to reach the school, and the staff doors. Rose on home, grey elsewhere. */
export function TopBar({
  settings,
  signedIn,
  onHome,
}: {
  settings: PublicSiteSettings;
  signedIn: boolean;
  onHome: boolean;
}) {
  const words = useWords('frame');
  return (
    <div className={`${onHome ? 'bg-rose-700' : 'bg-slate-700'} text-sm text-white`} data-testid="top-bar">
      <div className="page-width flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <TopBarContacts settings={settings} />
        <div className="flex items-center gap-2">
          <Link
            to="/login"
            className="rounded-full border border-white/70 px-3 py-1 font-medium hover:bg-white hover:text-slate-900"
          >
            {words.login}
          </Link>
          {signedIn ? (
            <Link to="/dashboard" className="rounded-full bg-white px-3 py-1 font-semibold text-slate-900 hover:bg-amber-100">
              {words.dashboard}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
