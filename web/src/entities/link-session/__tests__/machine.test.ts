import { describe, expect, it } from 'vitest';

import { addressSegment, IDLE, linkReducer, names, viewOf } from '../machine';
import type { LinkEvent, LinkState } from '../machine';

const answer = { requestId: 'R-1', request: { status: 'waitingProcessCustomer' } };
const opening: LinkState = { kind: 'opening', segment: 'cred', answer: null };
const answered: LinkState = { ...opening, answer };
const ready: LinkState = {
  kind: 'ready',
  segment: 'cred',
  linkId: 'lid',
  requestId: 'R-1',
  uid: 'link:lid',
  answer: null,
};
const refusedOpening: LinkState = {
  kind: 'refused',
  segment: 'cred',
  linkId: '',
  message: 'usada',
};
const refusedReady: LinkState = { kind: 'refused', segment: 'cred', linkId: 'lid', message: 'no' };

const open = (segment: string): LinkEvent => ({ type: 'open', segment, answer: null });
const opened = (segment: string): LinkEvent => ({
  type: 'opened',
  segment,
  requestId: 'R-1',
  uid: 'link:lid',
});

describe('linkReducer', () => {
  const tests: { name: string; from: LinkState; event: LinkEvent; want: LinkState }[] = [
    // idle
    { name: 'idle: open starts opening', from: IDLE, event: open('cred'), want: opening },
    {
      name: 'idle: open carries the answer a session started ahead of the page has',
      from: IDLE,
      event: { type: 'open', segment: 'cred', answer },
      want: answered,
    },
    { name: 'idle: open without a segment stays idle', from: IDLE, event: open(''), want: IDLE },
    { name: 'idle: a late opened is ignored', from: IDLE, event: opened('cred'), want: IDLE },
    {
      name: 'idle: a late refusal is ignored',
      from: IDLE,
      event: { type: 'refuse', segment: 'cred', message: 'x' },
      want: IDLE,
    },
    // opening
    {
      name: 'opening: the same link opens once',
      from: opening,
      event: open('cred'),
      want: opening,
    },
    {
      name: 'opening: another link starts its own opening',
      from: opening,
      event: open('other'),
      want: { kind: 'opening', segment: 'other', answer: null },
    },
    {
      name: "opening: the POST's answer is kept",
      from: opening,
      event: { type: 'answer', segment: 'cred', answer },
      want: answered,
    },
    {
      name: "opening: another link's answer is ignored",
      from: opening,
      event: { type: 'answer', segment: 'other', answer },
      want: opening,
    },
    {
      name: 'opening: opened is ready with the link id and keeps the answer',
      from: answered,
      event: opened('cred'),
      want: { ...ready, answer },
    },
    {
      name: "opening: another link's opened is ignored (a stale opening)",
      from: opening,
      event: opened('other'),
      want: opening,
    },
    {
      name: 'opening: the functions refuse it',
      from: opening,
      event: { type: 'refuse', segment: 'cred', message: 'usada' },
      want: refusedOpening,
    },
    {
      name: 'opening: expire applies to a ready session only',
      from: opening,
      event: { type: 'expire', linkId: 'lid', message: 'no' },
      want: opening,
    },
    // ready
    {
      name: 'ready: the address swaps the credential for the link id: same session',
      from: ready,
      event: open('lid'),
      want: ready,
    },
    {
      name: 'ready: the credential again: same session',
      from: ready,
      event: open('cred'),
      want: ready,
    },
    {
      name: 'ready: another link opens its own',
      from: ready,
      event: open('other'),
      want: { kind: 'opening', segment: 'other', answer: null },
    },
    {
      name: 'ready: a second opened changes nothing',
      from: ready,
      event: opened('cred'),
      want: ready,
    },
    {
      name: 'ready: a late refusal of the opening changes nothing',
      from: ready,
      event: { type: 'refuse', segment: 'cred', message: 'x' },
      want: ready,
    },
    {
      name: "ready: the folio's refusal expires it, the link id kept",
      from: ready,
      event: { type: 'expire', linkId: 'lid', message: 'no' },
      want: refusedReady,
    },
    {
      name: "ready: another link's expiry is ignored",
      from: ready,
      event: { type: 'expire', linkId: 'other', message: 'no' },
      want: ready,
    },
    { name: 'ready: end goes idle', from: ready, event: { type: 'end' }, want: IDLE },
    // refused: final for its link (the race: a second open must not go back to loading)
    {
      name: 'refused: the address swap after the refusal does not open again',
      from: refusedReady,
      event: open('lid'),
      want: refusedReady,
    },
    {
      name: 'refused: the credential again does not open again',
      from: refusedOpening,
      event: open('cred'),
      want: refusedOpening,
    },
    {
      name: 'refused: a late opened does not revive it',
      from: refusedOpening,
      event: opened('cred'),
      want: refusedOpening,
    },
    {
      name: 'refused: another link opens its own',
      from: refusedReady,
      event: open('other'),
      want: { kind: 'opening', segment: 'other', answer: null },
    },
    { name: 'refused: end goes idle', from: refusedReady, event: { type: 'end' }, want: IDLE },
    { name: 'opening: end goes idle', from: opening, event: { type: 'end' }, want: IDLE },
  ];
  for (const tt of tests) {
    it(tt.name, () => {
      const got = linkReducer(tt.from, tt.event);
      expect(got).toEqual(tt.want);
      // An event that changes nothing returns the same state: the store's listeners stay quiet.
      if (JSON.stringify(tt.want) === JSON.stringify(tt.from)) expect(got).toBe(tt.from);
    });
  }
});

describe('names', () => {
  it.each([
    ['idle names nothing', IDLE, 'cred', false],
    ['opening names its segment', opening, 'cred', true],
    ['opening has no link id yet', opening, 'lid', false],
    ['ready names its link id', ready, 'lid', true],
    ['a refused opening names no link id', refusedOpening, 'lid', false],
    ['nothing names an empty segment', ready, '', false],
  ] as const)('%s', (_, state, segment, want) => {
    expect(names(state, segment)).toBe(want);
  });
});

describe('viewOf', () => {
  it("shows this link's session as it is", () => {
    expect(viewOf(ready, 'lid', null)).toBe(ready);
  });
  it("shows another link's session as this one about to open", () => {
    expect(viewOf(ready, 'other', answer)).toEqual({ kind: 'opening', segment: 'other', answer });
  });
  it('shows idle to a page without a segment', () => {
    expect(viewOf(ready, '', null)).toBe(IDLE);
  });
});

describe('addressSegment', () => {
  it.each([
    ['the segment while opening', opening, 'cred'],
    ['the link id once ready', ready, 'lid'],
    ['the link id after a refusal of the ready session', refusedReady, 'lid'],
    ['the segment when the opening was refused', refusedOpening, 'cred'],
  ] as const)('is %s', (_, state, want) => {
    expect(addressSegment('cred', state)).toBe(want);
  });
});
