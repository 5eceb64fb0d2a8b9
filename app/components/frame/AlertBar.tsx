import { useSyncExternalStore } from 'react';
import { useIslandData } from '~/components/ui/island-data';
import { StaffText } from '~/i18n/staff-text';
import { useIslandWords } from '~/i18n/words';
import { useNonce } from '~/lib/nonce';
import type { PublicAlert } from '~/modules/alerts/alerts.server';
import { siteAlertsKey } from './alert-bar-key';
import { alertDismissalScript, dismissForToday, isDismissedToday } from './alert-dismissal';


const levelStyle: Record<PublicAlert['level'], { bar: string; badge: string }> = {
  urgent: { bar: 'bg-red-800 text-white', badge: 'bg-white text-red-800' },
  information: { bar: 'bg-amber-100 text-slate-900 border-b border-amber-300', badge: 'bg-brand-900 text-white' },
};

const listeners = new Set<() => void>();
let dismissals = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismiss(id: number) {
  dismissForToday(id);
  dismissals += 1;
  for (const listener of listeners) listener();
}

/**
 * Issue 17: the current closure and emergency alerts, above everything else on every public page,
 * in the page's language (the English where staff gave no Hindi). Drawn by the server and kept as
 * HTML (a static island, app/routes/site/layout.tsx); the close button hides an alert for the rest of
 * the school's day. Its behaviour in a document is the inline script's (./alert-dismissal.ts): without
 * JavaScript the button stays hidden and the alert stays.
 */
export function AlertBar({ alerts: sent }: { alerts?: readonly PublicAlert[] }) {
  const alerts = useIslandData(siteAlertsKey, sent) ?? [];
  const t = useIslandWords('alertBar');
  const nonce = useNonce();
  // -1 on the server, which knows nothing of a visitor's storage; in the browser, a count of dismissals.
  const drawnHere = useSyncExternalStore(subscribe, () => dismissals, () => -1) >= 0;
  if (alerts.length === 0) return null;
  return (
    <div role="region" aria-label={t.region} data-testid="site-alerts">
      {alerts.map((alert) => {
        const style = levelStyle[alert.level];
        return (
          <div key={alert.id} data-alert={alert.id} data-level={alert.level} hidden={(drawnHere && isDismissedToday(alert.id)) || undefined} className={style.bar}>
            <div className="page-width flex items-start gap-3 py-2.5">
              <p className="min-w-0 flex-1 text-sm leading-relaxed break-words sm:text-base">
                <span className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-bold tracking-wide uppercase ${style.badge}`}>{t.levels[alert.level]}</span>
                <StaffText en={alert.text} hi={alert.textHi} />
              </p>
              <button
                type="button"
                hidden={!drawnHere}
                aria-label={t.dismiss}
                title={t.dismiss}
                onClick={() => dismiss(alert.id)}
                className="-my-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-xl leading-none hover:bg-black/10 focus-visible:bg-black/10"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        );
      })}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: alertDismissalScript }} />
    </div>
  );
}
