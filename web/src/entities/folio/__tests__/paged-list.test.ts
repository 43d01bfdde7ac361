import { describe, expect, it } from 'vitest';

import { END, pad } from '@/entities/folio/list-keys';
import type { ListRange } from '@/entities/folio/list-keys';
import { PagedList } from '@/entities/folio/paged-list';
import type { ListenWindow, PageItem, WindowQuery } from '@/entities/folio/paged-list';

/**
 * An in-memory ordered index that answers windows as the database does: orderByChild(key)
 * .startAt(prefix), endAt(at) or endBefore(key, id), limitToLast(n), re-sent on every change.
 */
class FakeIndex {
  rows = new Map<string, string>();
  listeners = new Set<{ w: WindowQuery; on: (items: PageItem<string>[]) => void }>();
  queries: WindowQuery[] = [];
  denyPrefix = '';

  put(id: string, key: string) {
    this.rows.set(id, key);
    for (const l of this.listeners) l.on(this.answer(l.w));
  }

  answer(w: WindowQuery): PageItem<string>[] {
    const inRange = [...this.rows]
      .filter(([id, k]) => {
        if (k < w.range.prefix) return false;
        if ('at' in w.end) return k <= w.end.at;
        const b = w.end.before;
        return k < b.key || (k === b.key && id < b.id);
      })
      .sort(([ia, a], [ib, b]) => (a < b ? -1 : a > b ? 1 : ia < ib ? -1 : 1));
    return inRange.slice(-w.limit).map(([id, key]) => ({ id, key, value: id }));
  }

  listen: ListenWindow<string> = (w, on, fail) => {
    this.queries.push(w);
    if (this.denyPrefix && w.range.prefix.startsWith(this.denyPrefix)) {
      fail(new Error('permission_denied'));
      return () => undefined;
    }
    const l = { w, on };
    this.listeners.add(l);
    on(this.answer(w));
    return () => this.listeners.delete(l);
  };
}

const range: ListRange = { orderBy: 'lists/status', prefix: 'fileValidation|' };
const key = (ms: number) => `fileValidation|${pad(ms)}`;
const ids = (l: PagedList<string>) => l.snapshot().items.map((i) => i.id);
/** A list, subscribed (it listens only while it is). */
function open(opts: ConstructorParameters<typeof PagedList<string>>[0]) {
  const l = new PagedList<string>(opts);
  l.subscribe(() => undefined);
  return l;
}

function seeded(n: number) {
  const db = new FakeIndex();
  for (let i = 1; i <= n; i++) db.put(`f${i}`, key(i * 1000));
  return db;
}

describe('PagedList', () => {
  it('reads the newest page first and each "Ver más" the next older one', () => {
    const db = seeded(5);
    const list = open({ ranges: [range], size: 2, listen: db.listen });
    expect(list.snapshot()).toMatchObject({ state: 'ready', hasMore: true });
    expect(ids(list)).toEqual(['f5', 'f4']);
    expect(db.queries[0]).toEqual({ range, end: { at: `fileValidation|${END}` }, limit: 2 });

    list.more();
    expect(ids(list)).toEqual(['f5', 'f4', 'f3', 'f2']);
    expect(db.queries[1]).toEqual({
      range,
      end: { before: { key: key(4000), id: 'f4' } },
      limit: 2,
    });

    list.more();
    expect(ids(list)).toEqual(['f5', 'f4', 'f3', 'f2', 'f1']);
    expect(list.snapshot().hasMore).toBe(false);
  });

  it('keeps the loaded pages whole when newer folios arrive or one moves up: no gap, no duplicate', () => {
    const db = seeded(6);
    const list = open({ ranges: [range], size: 2, listen: db.listen });
    list.more();
    expect(ids(list)).toEqual(['f6', 'f5', 'f4', 'f3']);

    db.put('f7', key(7000)); // pushes f5 out of the newest page: the page below picks it up
    expect(ids(list)).toEqual(['f7', 'f6', 'f5', 'f4']);

    db.put('f4', key(8000)); // f4 updated: it moves to the top, once
    expect(ids(list)).toEqual(['f4', 'f7', 'f6', 'f5']);
    expect(new Set(ids(list)).size).toBe(ids(list).length);
  });

  it('merges several ranges newest first', () => {
    const db = new FakeIndex();
    const other: ListRange = { orderBy: 'lists/status', prefix: 'validation|' };
    db.put('a', key(1000));
    db.put('b', `validation|${pad(2000)}`);
    db.put('c', key(3000));
    const list = open({ ranges: [range, other], size: 5, listen: db.listen });
    expect(ids(list)).toEqual(['c', 'b', 'a']);
    expect(list.snapshot().hasMore).toBe(false);
  });

  it('bounds a date range: until as the end of the key range, since over the loaded pages', () => {
    const db = seeded(6);
    const list = open({
      ranges: [range],
      size: 2,
      until: 4000,
      since: 2000,
      listen: db.listen,
    });
    expect(db.queries[0]?.end).toEqual({ at: key(4000) });
    expect(ids(list)).toEqual(['f4', 'f3']);
    list.more();
    expect(ids(list)).toEqual(['f4', 'f3', 'f2']); // f1 is older than since
    expect(list.snapshot().hasMore).toBe(false);
  });

  it('is denied when the rules refuse a window', () => {
    const db = seeded(2);
    db.denyPrefix = 'fileValidation|';
    const list = open({ ranges: [range], size: 2, listen: db.listen });
    expect(list.snapshot().state).toBe('denied');
  });

  it('listens only while subscribed, and stops every window after', () => {
    const db = seeded(5);
    const list = new PagedList<string>({ ranges: [range], size: 2, listen: db.listen });
    expect(db.listeners.size).toBe(0);
    const off = list.subscribe(() => undefined);
    list.more();
    expect(db.listeners.size).toBe(2);
    off();
    expect(db.listeners.size).toBe(0);
    expect(list.snapshot().state).toBe('loading');
  });
});
