import { Link } from '~/i18n/links';
import { PhoneIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { useFooterInView, useHeroInView } from './hooks';

/**
 * SPEC.md §2.4 item 2: the fixed Contact Now button. On wide screens a tab on the right edge, in the
 * margin beside the content. On phones and tablets a small pill in the bottom-right corner (above the
 * ticker) that appears once the hero, which has its own Contact Now, has scrolled away, so it never
 * covers the hero's buttons. Without JavaScript that check cannot run, so on phones it stays hidden
 * (the hero's own Contact Now and the top bar's phone number remain); on wide screens it is always there.
 * It steps aside while the footer, with all the school's contact details, is on screen, and on
 * phones while the visitor is filling in a form (the enquiry form), where it would cover a field or
 * the send button; plain CSS, so it costs the page no JavaScript.
 * On wide screens it also waits while the job panel floats in its corner: the header, the ticker and
 * one of the two are the most that float at once (decision 0068).
 */
export function ContactSideButton({ aboveTicker, heroId }: { aboveTicker: boolean; heroId: string }) {
  const words = useWords('home');
  const heroInView = useHeroInView(heroId);
  const footerInView = useFooterInView();
  return (
    <Link
      to="/contact"
      data-testid="contact-now"
      data-contact-now=""
      data-hero-in-view={heroInView ? 'true' : 'false'}
      data-footer-in-view={footerInView ? 'true' : 'false'}
      className={`fixed right-3 z-40 flex items-center gap-2 rounded-full bg-rose-600 px-4 py-2.5 text-sm font-bold text-white shadow-lg ring-2 ring-white/80 transition-[opacity,translate,visibility] duration-300 hover:bg-rose-700 data-[hero-in-view=true]:max-xl:invisible data-[hero-in-view=true]:max-xl:translate-y-3 data-[hero-in-view=true]:max-xl:opacity-0 data-[footer-in-view=true]:invisible data-[footer-in-view=true]:opacity-0 max-xl:[body:has(main_form:focus-within)_&]:invisible max-xl:[body:has(main_form:focus-within)_&]:opacity-0 xl:top-1/2 xl:right-0 xl:bottom-auto xl:-translate-y-1/2 xl:rounded-none xl:rounded-l-xl xl:px-3 xl:py-4 xl:ring-0 xl:[writing-mode:vertical-rl] xl:[body:has(#job-panel:not([hidden]):not(:target))_&]:hidden ${
        aboveTicker ? 'bottom-14' : 'bottom-4'
      }`}
    >
      <PhoneIcon aria-hidden="true" className="shrink-0" />
      {words.contactNow}
    </Link>
  );
}
