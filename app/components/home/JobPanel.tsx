import { useSyncExternalStore } from 'react';
import { Link } from '~/i18n/links';
import { ChevronDownIcon, CloseIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { useNonce } from '~/lib/nonce';
import { useFooterInView, useHeroInView, useHydrated } from './hooks';
import { StaffText } from '~/i18n/staff-text';

/** What the panel shows of the newest open job post: its details already cut by `jobPreview`. */
export interface JobPanelData {
  id: number;
  title: string;
  /** Absent on an English page (app/web/staff-text.server.ts). */
  titleHi?: string | null;
  preview: string;
  previewHi?: string | null;
}

/** Where the closed panel is remembered: this tab's session storage, so it is back on the next visit. */
export const jobPanelStorageKey = 'school:job-panel-closed';
const panelId = 'job-panel';

const listeners = new Set<() => void>();
let closedInMemory = false;

function isClosed(): boolean {
  if (closedInMemory) return true;
  try {
    return window.sessionStorage.getItem(jobPanelStorageKey) === '1';
  } catch {
    return false;
  }
}

function closePanel() {
  closedInMemory = true;
  try {
    window.sessionStorage.setItem(jobPanelStorageKey, '1');
  } catch {
    // Storage refused (private mode): the panel stays closed until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hides the panel before the first paint when it was closed earlier in this tab, so it does not
 * flash up and vanish while the page's JavaScript loads. Runs under the page's CSP nonce.
 */
const hideIfClosedScript = `try{if(sessionStorage.getItem(${JSON.stringify(jobPanelStorageKey)})==='1')document.getElementById(${JSON.stringify(
  panelId,
)}).hidden=true}catch(e){}`;

/**
 * SPEC.md §2.4 item 1: the newest open job. Below 1280 px it is a compact bar in the hero, under the
 * school's own actions: the label and the title, opening in place on a tap (a <details>, so without
 * script too) to the preview and Apply Now. On wide screens it is open, floating in the bottom-right
 * corner above the ticker; once the hero has scrolled away it keeps only the title and its buttons,
 * and it steps aside while the footer is on screen.
 * Its close button and 'Close' hide it for the rest of the visit in this tab. Without JavaScript
 * they are links to the panel itself, which CSS then hides.
 */
export function JobPanel({ job, aboveTicker, heroId }: { job: JobPanelData | null; aboveTicker: boolean; heroId: string }) {
  const closed = useSyncExternalStore(subscribe, isClosed, () => false);
  const hydrated = useHydrated();
  const footerInView = useFooterInView();
  const heroInView = useHeroInView(heroId);
  const nonce = useNonce();
  const t = useWords('home').jobPanel;
  if (!job || closed) return null;

  const closeControl = (label: string, className: string, children: React.ReactNode, hiddenLabel: boolean) =>
    hydrated ? (
      <button type="button" onClick={closePanel} className={className} aria-label={hiddenLabel ? label : undefined}>
        {children}
      </button>
    ) : (
      <a href={`#${panelId}`} className={className} aria-label={hiddenLabel ? label : undefined}>
        {children}
      </a>
    );

  return (
    <>
      <aside
        id={panelId}
        aria-labelledby="job-panel-title"
        data-testid="job-panel"
        suppressHydrationWarning
        data-footer-in-view={footerInView ? 'true' : 'false'}
        data-compact={heroInView ? 'false' : 'true'}
        className={`job-panel surface-light group ${aboveTicker ? 'xl:bottom-14' : 'xl:bottom-4'}`}
      >
        {/* Wide screens keep it open: their content is drawn whether or not the <details> is. */}
        <details className="group/job xl:[&::details-content]:[content-visibility:visible]">
          <summary className="flex cursor-pointer items-center gap-2 py-3 pr-12 pl-4 xl:cursor-auto xl:pt-4 xl:pb-0" data-testid="job-panel-toggle">
            <span className="min-w-0">
              <span className="block text-xs font-bold tracking-wider text-rose-700 uppercase">{t.label}</span>
              <span id="job-panel-title" role="heading" aria-level={2} className="mt-0.5 line-clamp-1 font-serif text-lg leading-snug font-bold text-brand-900 group-open/job:line-clamp-none xl:line-clamp-none">
                <StaffText en={job.title} hi={job.titleHi} />
              </span>
            </span>
            <ChevronDownIcon aria-hidden="true" className="ml-auto shrink-0 text-brand-800 transition-transform group-open/job:rotate-180 xl:hidden" />
          </summary>
          <div className="px-4 pb-4">
            <p className="mt-1.5 text-sm leading-relaxed text-slate-700 xl:group-data-[compact=true]:hidden" data-testid="job-preview">
              <StaffText en={job.preview} hi={job.previewHi} />
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link to="/careers" className="btn btn-primary min-h-10 px-4 py-1.5 text-sm">
                {t.applyNow}
              </Link>
              {closeControl(t.dismiss, 'btn-quiet text-sm text-slate-600', t.dismiss, false)}
            </div>
          </div>
        </details>
        {closeControl(
          t.close,
          'absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900',
          <CloseIcon aria-hidden="true" />,
          true,
        )}
      </aside>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hideIfClosedScript }} />
    </>
  );
}
