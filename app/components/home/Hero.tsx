import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { text } from '~/i18n/en';

/** SPEC.md §9: the headline changes every 6000 ms. */
export const sloganIntervalMs = 6000;

function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}

/** The full-screen welcome under the transparent header, with the rotating slogans. */
export function Hero({ schoolName }: { schoolName: string }) {
  const slogans = text.home.slogans;
  const index = useRotatingIndex(slogans.length, sloganIntervalMs);
  return (
    <section
      className="relative -mt-18 flex min-h-[88svh] items-center overflow-hidden bg-brand-900 pt-18 text-white"
      aria-labelledby="hero-title"
    >
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,#f59e0b55,transparent_40%),radial-gradient(circle_at_80%_30%,#e11d4866,transparent_45%),linear-gradient(160deg,#4c1d95,#1e1b4b_70%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto w-full max-w-7xl px-4 py-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">{schoolName}</p>
        <h1 id="hero-title" className="mt-4 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-6xl">
          <span key={index} className="slogan-enter block" data-testid="hero-slogan">
            {slogans[index]}
          </span>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">{text.home.heroLead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/contact"
            className="rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-900 shadow-lg hover:bg-amber-300"
          >
            {text.home.contactNow}
          </Link>
          <Link
            to="/contact"
            className="rounded-full border-2 border-white/80 px-6 py-3 font-semibold text-white hover:bg-white hover:text-brand-900"
          >
            {text.home.scheduleVisit}
          </Link>
        </div>
      </div>
    </section>
  );
}
