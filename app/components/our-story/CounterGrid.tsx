import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Fast at first, gentle at the end. */
const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False on the server and while hydrating; then whether this browser may animate the numbers. */
function useMayAnimate(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => typeof IntersectionObserver !== 'undefined' && !window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

interface CountUp {
  /** From 0 to 1; null when the numbers do not animate. */
  progress: number | null;
  state: 'static' | 'waiting' | 'counting' | 'done';
}

/**
 * How far the count-up has gone, from 0 to 1, or null when there is no animation: on the server, in a
 * browser without JavaScript and when reduced motion is asked for, the final numbers show. Otherwise
 * the numbers drop to zero once hydrated and count up over `durationMs` (requestAnimationFrame) when
 * the grid first scrolls into view.
 */
function useCountUpProgress(target: React.RefObject<HTMLElement | null>, durationMs: number): CountUp {
  const mayAnimate = useMayAnimate();
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const element = target.current;
    if (!mayAnimate || !element) return;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const p = Math.min(1, (now - start) / durationMs);
      setProgress(p);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setStarted(true);
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, mayAnimate]);
  if (!mayAnimate) return { progress: null, state: 'static' };
  return { progress, state: progress >= 1 ? 'done' : started ? 'counting' : 'waiting' };
}

/** One of the school's numbers: its value, what follows it ("+" or "%") and what it counts. */
export interface ShownCounter {
  value: number;
  suffix: string;
  label: string;
}

/** The school's numbers, counting up once when seen (SPEC.md §2.5: 1.4 s). */
export function CounterGrid({ counters, durationMs }: { counters: ShownCounter[]; durationMs: number }) {
  const grid = useRef<HTMLUListElement>(null);
  const { progress, state } = useCountUpProgress(grid, durationMs);
  return (
    <ul ref={grid} className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="counters" data-count-state={state}>
      {counters.map((counter) => {
        const shown = progress === null || progress >= 1 ? counter.value : Math.floor(counter.value * easeOutCubic(progress));
        return (
          <li key={counter.label} className="rounded-2xl bg-white/10 px-3 py-6 text-center ring-1 ring-white/15" data-testid="counter">
            <p className="font-serif text-4xl font-bold text-amber-300 tabular-nums sm:text-5xl">
              <span aria-hidden="true" data-testid="counter-value">
                {shown}
              </span>
              <span aria-hidden="true">{counter.suffix}</span>
              <span className="sr-only">
                {counter.value}
                {counter.suffix}
              </span>
            </p>
            <p className="mt-2 text-sm font-semibold text-white sm:text-base">{counter.label}</p>
          </li>
        );
      })}
    </ul>
  );
}
