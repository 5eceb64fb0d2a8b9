import type { IslandShelf } from '~/web/island-fragments.server';
import type { CachePeriod } from './render-cache';

/**
 * Static islands' HTML kept between renders (docs/decisions/0072-island-fragments.md): what the
 * render cache does for whole pages, done for the pieces every page repeats (the menus, the footer)
 * and the home page's sections, so that a page the render cache does not hold (a staff member's, the
 * first after a change, an address nobody asked for yet) is rendered without drawing them again.
 *
 * A shelf belongs to one content version and period, the render cache's own (server/render-cache.ts):
 * a staff change on any app server, the school's day turning or an alert starting or ending gives
 * the next render a new, empty shelf, and the old one is dropped. Memory is bounded by bytes and by
 * entries (least recently used goes first).
 */

export interface IslandFragmentOptions {
  maxBytes: number;
  maxEntries: number;
  /** The content version and period now (the render cache's `current()`). */
  current: () => CachePeriod | Promise<CachePeriod>;
  /** Reused islands say so in their HTML (`data-island-kept`): for the tests that compare, never in production. */
  mark?: boolean;
}

export interface IslandFragmentStats {
  entries: number;
  bytes: number;
  hits: number;
  drawn: number;
  evicted: number;
}

export class IslandFragments {
  readonly enabled: boolean;
  private shelf: { at: string; shelf: Shelf } | undefined;
  private readonly counts = { hits: 0, drawn: 0, evicted: 0 };

  constructor(private readonly options: IslandFragmentOptions) {
    this.enabled = options.maxBytes > 0 && options.maxEntries > 0;
  }

  /**
   * The shelf of the current version and period, or undefined when islands are not reused (turned
   * off, or the version could not be read: the page is then drawn whole, as without this).
   */
  current(): IslandShelf | undefined | Promise<IslandShelf | undefined> {
    if (!this.enabled) return undefined;
    let now: CachePeriod | Promise<CachePeriod>;
    try {
      now = this.options.current();
    } catch {
      return undefined;
    }
    if (now instanceof Promise) return now.then((read) => this.shelfAt(read), () => undefined);
    return this.shelfAt(now);
  }

  /** The shelf of a version and period already read (a render the render cache will keep under it). */
  shelfFor(at: CachePeriod): IslandShelf | undefined {
    return this.enabled ? this.shelfAt(at) : undefined;
  }

  stats(): IslandFragmentStats {
    const shelf = this.shelf?.shelf;
    return { entries: shelf?.size ?? 0, bytes: shelf?.bytes ?? 0, ...this.counts };
  }

  private shelfAt({ version, period }: CachePeriod): IslandShelf {
    const at = `${version}|${period}`;
    if (this.shelf?.at !== at) this.shelf = { at, shelf: new Shelf(this.options, this.counts, this.options.mark ?? false) };
    return this.shelf.shelf;
  }
}

class Shelf implements IslandShelf {
  private readonly kept = new Map<string, string>();
  private readonly drawing = new Set<string>();
  bytes = 0;

  constructor(
    private readonly bounds: { maxBytes: number; maxEntries: number },
    private readonly counts: { hits: number; drawn: number; evicted: number },
    readonly marked: boolean,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  get(key: string): string | undefined {
    const html = this.kept.get(key);
    if (html === undefined) return undefined;
    // Least recently used goes first: a used piece moves to the back.
    this.kept.delete(key);
    this.kept.set(key, html);
    this.counts.hits += 1;
    return html;
  }

  claim(key: string): boolean {
    if (this.kept.has(key) || this.drawing.has(key)) return false;
    this.drawing.add(key);
    return true;
  }

  keep(key: string, html: string): void {
    this.drawing.delete(key);
    const size = sizeOf(key, html);
    if (size > this.bounds.maxBytes) return;
    this.kept.set(key, html);
    this.bytes += size;
    this.counts.drawn += 1;
    for (const [oldest, oldHtml] of this.kept) {
      if (this.bytes <= this.bounds.maxBytes && this.kept.size <= this.bounds.maxEntries) break;
      this.kept.delete(oldest);
      this.bytes -= sizeOf(oldest, oldHtml);
      this.counts.evicted += 1;
    }
  }

  letGo(key: string): void {
    this.drawing.delete(key);
  }
}

/** A piece's weight in memory: its key and its HTML, two bytes a UTF-16 code unit. */
const sizeOf = (key: string, html: string) => 2 * (key.length + html.length);
