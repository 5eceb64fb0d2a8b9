import { campusLife } from '~/content/home';
import { useIslandWords } from '~/i18n/words';
import { SectionHeading } from './SectionHeading';

/**
 * SPEC.md §2.4 item 7: the campus statistics and the list of campus videos. The clips are local
 * files in a native player that loads nothing until the visitor presses play (no third-party embed).
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
                <video
                  controls
                  preload="none"
                  playsInline
                  poster={video.poster.src}
                  width={video.poster.width}
                  height={video.poster.height}
                  aria-label={words.videos[video.id]}
                  className="aspect-video h-auto w-full bg-slate-900"
                >
                  {video.sources.map((source) => (
                    <source key={source.src} src={source.src} type={source.type} />
                  ))}
                  {words.videoUnsupported}
                </video>
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
