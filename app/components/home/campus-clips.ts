/**
 * The campus clips' players, made when a visitor asks for one (docs/decisions/0074-hero-loop-on-wide-screens.md).
 * The home page sends each clip as a link to its file around its poster: a page of three native
 * players cost a phone their controls, drawn and laid out, and their posters decoded on the main
 * thread, before anyone pressed play. The section is a static island (its code is not loaded), so the
 * home page listens once, for clicks on any `a[data-clip-sources]`, and puts a playing `<video>` with
 * the same sources and poster where the link was. Without JavaScript the link opens the file itself.
 */

export interface ClipSource {
  src: string;
  type: string;
}

/** What a clip's link carries for its player. */
export function clipLinkData(sources: ClipSource[]): { 'data-clip-sources': string } {
  return { 'data-clip-sources': JSON.stringify(sources) };
}

function sourcesOf(link: HTMLAnchorElement): ClipSource[] {
  try {
    const parsed: unknown = JSON.parse(link.dataset.clipSources ?? '');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((source): source is ClipSource => typeof source?.src === 'string' && typeof source?.type === 'string');
  } catch {
    return [];
  }
}

/** Starts listening on `root`; returns what stops it. */
export function playClipsInPlace(root: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[data-clip-sources]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const sources = sourcesOf(link);
    // A link whose sources cannot be read still opens the file: nothing is lost.
    if (sources.length === 0) return;
    event.preventDefault();
    const poster = link.querySelector('img');
    const video = root.createElement('video');
    video.controls = true;
    video.playsInline = true;
    video.preload = 'auto';
    if (poster) {
      video.poster = poster.currentSrc || poster.src;
      video.width = poster.width;
      video.height = poster.height;
    }
    video.className = link.dataset.playerClass ?? '';
    video.setAttribute('aria-label', link.dataset.playerLabel ?? '');
    video.dataset.testid = 'campus-clip-player';
    for (const { src, type } of sources) video.append(Object.assign(root.createElement('source'), { src, type }));
    // The link stays (hidden) where React put it; the player goes beside it.
    link.hidden = true;
    link.after(video);
    video.focus();
    void video.play().catch(() => {
      // Playing refused (a battery saver, say): the player is there with its controls.
    });
  };
  // Capturing: before the static island's own click handler, which takes same-site links through
  // the router and would look for a page at the file's address.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
