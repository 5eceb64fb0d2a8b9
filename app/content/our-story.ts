/**
 * The school's story in numbers (SPEC.md §2.5 "History / our story"): the counters' values and the
 * timeline's years. Their words are in the catalogue (`ourStory.counters`, `ourStory.timeline`), by key.
 */
import type { Catalogue } from '~/i18n/catalogue';

export interface Counter {
  /** The counter's label in the catalogue (`ourStory.counters`). */
  id: keyof Catalogue['ourStory']['counters'];
  value: number;
  /** Shown after the number: "+" or "%". */
  suffix: string;
}

/**
 * SPEC.md §2.5: the counters count up over 1.4 s to these numbers: what a school of about 200 children
 * founded in 2020 can honestly claim, the same as the home page's statistics (decision 0066).
 */
export const counters: Counter[] = [
  { id: 'students', value: 200, suffix: '' },
  { id: 'teachers', value: 16, suffix: '' },
  { id: 'classes', value: 9, suffix: '' },
  { id: 'classSize', value: 25, suffix: '' },
];

export const countUpDurationMs = 1400;

/** The years the timeline tells, oldest first; each year's words are `ourStory.timeline[year]`. */
export const timelineYears = [2020, 2021, 2022, 2023, 2024, 2025] as const satisfies readonly (keyof Catalogue['ourStory']['timeline'])[];
