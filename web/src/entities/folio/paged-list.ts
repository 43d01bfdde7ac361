/**
 * Live paging of key ranges, newest first, without a framework (docs/adr/0034-one-live-data-layer.md,
 * docs/adr/0035-paged-lists-on-composite-keys.md).
 *
 * One range is read as a chain of windows, each a live query
 * `orderByChild(key).startAt(prefix)` + an end + `limitToLast(size)`:
 * the newest window ends at the range's end (`endAt`), and each older one `endBefore` the oldest
 * item the window above it holds now. Keys only grow (the functions never move a folio's time
 * back), so when a newer folio pushes the oldest item out of a window, the window below re-anchors
 * and picks it up: no gap and, once the windows have answered, no duplicate. "Ver más" adds a
 * window. Several ranges (statuses, branches) are read side by side and merged by time.
 */
import { END, msOf, pad } from '@/entities/folio/list-keys';
import type { ListRange } from '@/entities/folio/list-keys';

export interface PageItem<T> {
  id: string;
  /** The item's list key. */
  key: string;
  value: T;
}

/** Where a window ends: the range's end (inclusive) or before an item (exclusive). */
export type WindowEnd = { at: string } | { before: { key: string; id: string } };

export interface WindowQuery {
  range: ListRange;
  end: WindowEnd;
  limit: number;
}

/** Starts a live window; calls `onItems` with its items (any order) on every change. */
export type ListenWindow<T> = (
  w: WindowQuery,
  onItems: (items: PageItem<T>[]) => void,
  onError: (err: Error) => void,
) => () => void;

export interface PagedSnapshot<T> {
  state: 'loading' | 'ready' | 'denied';
  /** Newest first, one entry per id. */
  items: PageItem<T>[];
  /** Whether "Ver más" may find older items. */
  hasMore: boolean;
  /** A "Ver más" window has not answered yet. */
  loadingMore: boolean;
}

interface Window<T> {
  end: WindowEnd;
  items: PageItem<T>[] | null;
  off: () => void;
}

const LOADING: PagedSnapshot<never> = {
  state: 'loading',
  items: [],
  hasMore: false,
  loadingMore: false,
};

const endKey = (e: WindowEnd) =>
  'at' in e ? `at:${e.at}` : `before:${e.before.key}:${e.before.id}`;

/** Newest first: by the key's time, then by key, then by id. */
export function newestFirst<T>(a: PageItem<T>, b: PageItem<T>): number {
  return (
    msOf(b.key) - msOf(a.key) ||
    (a.key < b.key ? 1 : a.key > b.key ? -1 : 0) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** One range as a chain of live windows. */
class RangePager<T> {
  private windows: Window<T>[] = [];
  denied = false;

  constructor(
    private readonly range: ListRange,
    private readonly size: number,
    end: string,
    private readonly listen: ListenWindow<T>,
    private readonly changed: () => void,
  ) {
    this.open(0, { at: end });
  }

  private open(i: number, end: WindowEnd) {
    const w: Window<T> = { end, items: null, off: () => undefined };
    this.windows[i] = w;
    w.off = this.listen(
      { range: this.range, end, limit: this.size },
      (items) => {
        if (this.windows[i] !== w) return;
        w.items = items.sort(newestFirst);
        this.reanchor(i + 1);
        this.changed();
      },
      () => {
        if (this.windows[i] !== w) return;
        this.denied = true;
        this.changed();
      },
    );
  }

  /** Window i ends before the oldest item of window i-1; re-open it when that moved. */
  private reanchor(i: number) {
    const w = this.windows[i];
    if (!w) return;
    const above = this.windows[i - 1]?.items;
    const oldest = above?.[above.length - 1];
    if (!above || !oldest || above.length < this.size) {
      // Everything left of the range fits in the window above: nothing below it.
      this.close(i);
      return;
    }
    const end: WindowEnd = { before: { key: oldest.key, id: oldest.id } };
    if (endKey(end) === endKey(w.end)) return;
    w.off();
    const kept = w.items;
    this.open(i, end);
    const opened = this.windows[i];
    if (opened) opened.items ??= kept; // shown until the new window answers
  }

  private close(from: number) {
    for (const w of this.windows.splice(from)) w.off();
  }

  get items(): PageItem<T>[] {
    return this.windows.flatMap((w) => w.items ?? []);
  }

  get ready(): boolean {
    return this.windows[0]?.items !== null && this.windows[0]?.items !== undefined;
  }

  get loadingMore(): boolean {
    return this.windows.length > 1 && this.windows[this.windows.length - 1]?.items === null;
  }

  get hasMore(): boolean {
    const last = this.windows[this.windows.length - 1];
    return !!last?.items && last.items.length >= this.size;
  }

  more() {
    const last = this.windows[this.windows.length - 1];
    const oldest = last?.items?.[last.items.length - 1];
    if (!oldest || !this.hasMore) return;
    this.open(this.windows.length, { before: { key: oldest.key, id: oldest.id } });
    this.changed();
  }

  stop() {
    this.close(0);
  }
}

export interface PagedListOptions<T> {
  ranges: readonly ListRange[];
  /** Items per window (Remote Config list_page_size, clamped to the rules' bound). */
  size: number;
  /** The newest time shown (a date range's end, a key range); none = up to now. */
  until?: number;
  /**
   * The oldest time shown (a date range's start). A promoter's query must start at its prefix
   * (the rules read the branch from it), so this one is applied to the loaded windows: items
   * older are dropped and paging stops once a window reaches past it.
   */
  since?: number;
  listen: ListenWindow<T>;
}

/**
 * Several ranges paged side by side. `subscribe`/`snapshot` follow React's useSyncExternalStore.
 */
export class PagedList<T> {
  private pagers: RangePager<T>[] = [];
  private readonly subscribers = new Set<() => void>();
  private snap: PagedSnapshot<T> = LOADING;
  private readonly since: number;

  /** Listens only while subscribed (the first subscriber starts the windows, the last stops them). */
  constructor(private readonly opts: PagedListOptions<T>) {
    this.since = opts.since ?? 0;
  }

  private start() {
    const { until, size, listen } = this.opts;
    this.pagers = this.opts.ranges.map(
      (range) =>
        new RangePager<T>(
          range,
          size,
          until === undefined ? range.prefix + END : range.prefix + pad(until),
          listen,
          () => this.update(),
        ),
    );
    this.update();
  }

  /** A pager may find more only while its oldest item is not older than `since`. */
  private mayHaveMore(p: RangePager<T>): boolean {
    const items = p.items;
    return p.hasMore && msOf(items[items.length - 1]?.key) >= this.since;
  }

  private update() {
    const pagers = this.pagers ?? [];
    const denied = pagers.some((p) => p.denied);
    const ready = pagers.every((p) => p.ready);
    const seen = new Set<string>();
    const items: PageItem<T>[] = [];
    for (const it of pagers.flatMap((p) => p.items).sort(newestFirst)) {
      if (seen.has(it.id) || msOf(it.key) < this.since) continue;
      seen.add(it.id);
      items.push(it);
    }
    this.snap = {
      state: denied ? 'denied' : ready ? 'ready' : 'loading',
      items,
      hasMore: pagers.some((p) => this.mayHaveMore(p)),
      loadingMore: pagers.some((p) => p.loadingMore),
    };
    for (const s of this.subscribers) s();
  }

  subscribe = (onChange: () => void) => {
    this.subscribers.add(onChange);
    if (this.subscribers.size === 1) this.start();
    return () => {
      this.subscribers.delete(onChange);
      if (this.subscribers.size === 0) this.halt();
    };
  };

  snapshot = () => this.snap;

  /** "Ver más": the next older window of every range that may have one. */
  more = () => {
    for (const p of this.pagers) if (this.mayHaveMore(p)) p.more();
  };

  private halt() {
    for (const p of this.pagers) p.stop();
    this.pagers = [];
    this.snap = LOADING;
  }

  stop() {
    this.subscribers.clear();
    this.halt();
  }
}
