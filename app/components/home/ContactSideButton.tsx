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
      className={`contact-now ${aboveTicker ? 'bottom-14' : 'bottom-4'}`}
    >
      <PhoneIcon aria-hidden="true" className="shrink-0" />
      {words.contactNow}
    </Link>
  );
}
