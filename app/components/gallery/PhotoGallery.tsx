import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ChevronRightIcon, CloseIcon } from '~/components/ui/icons';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { GalleryPhotoView } from '~/modules/gallery/gallery.server';
import { useStaffWords, type Bilingual, type StaffWritten } from '~/i18n/staff-text';
import { photoCaption } from './photo-caption';

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating; true once the lightbox's script is running. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A swipe shorter than this (in CSS pixels) is a tap, not a change of photo. */
const swipeThresholdPx = 50;

/**
 * The gallery's grid and its lightbox (docs/decisions/0009-gallery.md). Without JavaScript each
 * thumbnail is a link to the full-size picture. With JavaScript it opens a modal `<dialog>`: previous
 * and next buttons, arrow keys and swipes move through the photos (wrapping round), Escape or the
 * close button closes it, and focus goes back to the thumbnail of the photo last shown. `album` is the
 * title that names the photos staff left untitled.
 */
export function PhotoGallery({ photos, album }: { photos: GalleryPhotoView[]; album: Bilingual }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbnailRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const shownIndex = useRef(0);
  const swipeStart = useRef<number | null>(null);
  const enhanced = useHydrated();
  const words = useWords('gallery');
  const said = useStaffWords();
  const captionOf = (photo: GalleryPhotoView, index: number) =>
    photoCaption(said, photo, { album, n: index + 1, total: photos.length, template: words.photoPlace });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (openIndex !== null && dialog && !dialog.open) dialog.showModal();
  }, [openIndex]);

  const step = useCallback(
    (by: number) => {
      setOpenIndex((index) => {
        if (index === null) return index;
        const next = (index + by + photos.length) % photos.length;
        shownIndex.current = next;
        return next;
      });
    },
    [photos.length],
  );

  function open(index: number) {
    shownIndex.current = index;
    setOpenIndex(index);
  }

  /** The dialog closed (Escape, the close button or a click outside the photo). */
  function handleClose() {
    setOpenIndex(null);
    thumbnailRefs.current[shownIndex.current]?.focus();
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  }

  if (photos.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{words.albumEmpty}</p>;
  }

  const current = openIndex === null ? undefined : photos[openIndex];
  const currentCaption = current && openIndex !== null ? captionOf(current, openIndex) : undefined;
  const currentDescription = current ? said(current.description, current.descriptionHi) : undefined;
  const position = fill(words.position, { n: (openIndex ?? 0) + 1, total: photos.length });

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-grid" data-enhanced={enhanced}>
        {photos.map((photo, index) => {
          const caption = captionOf(photo, index);
          const description = said(photo.description, photo.descriptionHi);
          return (
            <li key={photo.id} data-testid="gallery-photo">
              <figure className="group h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <a
                  href={photo.fullSizeSrc}
                  aria-haspopup={enhanced ? 'dialog' : undefined}
                  ref={(element) => {
                    thumbnailRefs.current[index] = element;
                  }}
                  onClick={(event) => {
                    // Let a visitor open the picture in a new tab if that is what they asked for.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    open(index);
                  }}
                  className="block overflow-hidden bg-slate-100"
                >
                  <ResponsiveImage
                    image={photo.image}
                    alt={caption.text}
                    sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    priority={index === 0}
                    className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                  <span className="sr-only">, {words.viewLarger}</span>
                </a>
                {/* Thirty untitled photos of one day would repeat the album's title thirty times: such a photo is
                    named by its alternative text and in the lightbox, and its card is the picture alone. */}
                {photo.title.trim() !== '' || description.text ? (
                  <figcaption className="p-4">
                    <h2 className="font-bold text-slate-900" lang={caption.lang}>
                      {caption.text}
                    </h2>
                    {description.text ? <Described text={description} className="mt-1 text-sm text-slate-600" /> : null}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          );
        })}
      </ul>

      <dialog
        ref={dialogRef}
        aria-label={words.viewer}
        onClose={handleClose}
        onKeyDown={handleKeyDown}
        onClick={(event) => {
          // A click on the dark area around the photo (the dialog itself) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const distance = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(distance) >= swipeThresholdPx) step(distance < 0 ? 1 : -1);
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none touch-pan-y touch-pinch-zoom overscroll-contain bg-slate-950 p-0 text-white backdrop:bg-slate-950"
        data-testid="lightbox"
      >
        {current ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-4 px-4 py-3">
              <p className="text-sm text-white/85" data-testid="lightbox-position">
                {position}
              </p>
              <p className="sr-only" aria-live="polite">
                {`${position}: ${currentCaption?.text ?? ''}`}
              </p>
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold hover:bg-white/20"
              >
                <CloseIcon aria-hidden="true" />
                {words.close}
              </button>
            </div>

            <div
              className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20"
              onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
            >
              <ResponsiveImage
                key={current.id}
                image={current.image}
                alt={currentCaption?.text ?? ''}
                sizes="100vw"
                priority
                className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl"
                data-testid="lightbox-image"
              />
              {photos.length > 1 ? (
                <>
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    aria-label={words.previous}
                    className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-slate-950/60 p-3 text-2xl ring-1 ring-white/30 hover:bg-slate-950/80 sm:left-4"
                  >
                    <ChevronRightIcon aria-hidden="true" className="rotate-180" />
                  </button>
                  <button
                    type="button"
                    onClick={() => step(1)}
                    aria-label={words.next}
                    className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-slate-950/60 p-3 text-2xl ring-1 ring-white/30 hover:bg-slate-950/80 sm:right-4"
                  >
                    <ChevronRightIcon aria-hidden="true" />
                  </button>
                </>
              ) : null}
            </div>

            <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-6 text-center">
              <h2 className="font-serif text-xl font-bold" data-testid="lightbox-title" lang={currentCaption?.lang}>
                {currentCaption?.text}
              </h2>
              {currentDescription?.text ? <Described text={currentDescription} className="mt-1 text-white/85" /> : null}
              <p className="mt-2 hidden text-xs text-white/60 sm:block">{words.keyboardHint}</p>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/** A photo's description in the page's language, marked English where the Hindi is missing. */
function Described({ text, className }: { text: StaffWritten; className: string }) {
  return (
    <p className={className} lang={text.lang}>
      {text.text}
    </p>
  );
}
