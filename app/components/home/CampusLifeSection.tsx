import { campusLife } from '~/content/home';
import { useIslandWords } from '~/i18n/words';
import { SectionHeading } from './SectionHeading';
import type { VideoItem } from '~/content/home';

/** Where a clip's link goes: its MP4, which every browser plays in its own player. */
function fileOf(video: VideoItem): string {
  return (video.sources.find((source) => source.type === 'video/mp4') ?? video.sources[0]!).src;
}

/**
 * SPEC.md §2.4 item 7: the campus statistics and the list of campus videos. The clips are local
 * files (no third-party embed): each is its poster in a link to its file, which the browser plays in
 * its own player when pressed (decision 0074); nothing is fetched before.
 */
export function CampusLifeSection() {
  const words = useIslandWords('homeIslands').campusLife;
  const { eyebrow, title, text: lead } = words;
  const { statistics, videos } = campusLife;
  return (
    <section id="campus-life" aria-labelledby="campus-life-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="page-width">
        <SectionHeading id="campus-life-title" eyebrow={eyebrow} title={title} lead={lead} tone="dark" />
        <h3 className="sr-only">{words.numbersTitle}</h3>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="campus-statistics">
          {statistics.map((statistic) => (
            <div key={statistic.id} className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/15">
              <dt className="mt-1 text-sm font-medium text-white/85">{words.statistics[statistic.id]}</dt>
              <dd className="font-serif text-3xl font-bold text-amber-300 sm:text-4xl">{statistic.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-14 font-serif text-2xl font-bold">{words.videosTitle}</h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3" data-testid="campus-videos">
          {videos.map((video) => (
            <li key={video.id} className="flex">
              <figure className="flex w-full flex-col overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-white/15">
                {/* `target="_self"`: the browser opens the file itself, not the static island's router. */}
                <a href={fileOf(video)} target="_self" data-testid="campus-clip" className="group relative block bg-slate-900">
                  <img
                    src={video.poster.src}
                    width={video.poster.width}
                    height={video.poster.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="aspect-video h-auto w-full bg-slate-900 object-cover"
                  />
                  <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
                    <span className="grid size-14 place-items-center rounded-full bg-white/90 text-brand-900 shadow-lg ring-1 ring-black/10 transition group-hover:scale-105 group-focus-visible:scale-105">
                      <svg viewBox="0 0 24 24" fill="currentColor" className="ms-1 size-7" aria-hidden="true" focusable="false">
                        <path d="M7 4.5v15L19.5 12z" />
                      </svg>
                    </span>
                  </span>
                  <span className="sr-only">
                    {words.play}: {words.videos[video.id]}
                  </span>
                </a>
                <figcaption className="flex flex-1 items-baseline justify-between gap-3 px-4 py-3">
                  <span className="font-semibold">{words.videos[video.id]}</span>
                  <span className="shrink-0 text-sm text-white/75 tabular-nums">
                    <span className="sr-only">{words.duration}: </span>
                    {video.duration}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
