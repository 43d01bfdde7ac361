import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import type { PointGroup } from 'signature_pad';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  PAD_BACKGROUND,
  PEN_COLOR,
  PEN_MAX_WIDTH,
  PEN_MIN_WIDTH,
  pixelRatio,
  SAVED_QUALITY,
  SAVED_TYPE,
  scaleStrokes,
  SignaturePad,
} from '@/components/ui/signature-pad';
import type { SignaturePadHandle } from '@/components/ui/signature-pad';
import { fakeCanvas } from '@/testing/canvas';
import type { FakeContext } from '@/testing/canvas';

let contexts: FakeContext[];

function setPixelRatio(r: number) {
  Object.defineProperty(window, 'devicePixelRatio', { value: r, configurable: true });
}

/** One stroke: press, `n` moves 20 ms apart (signature_pad throttles to 16 ms), release. */
function sign(pad: HTMLElement, n = 20) {
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, buttons: 1 });
  for (let i = 1; i <= n; i++) {
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerMove(pad, {
      clientX: 10 + i * i * 3,
      clientY: 10 + i * 4,
      pointerId: 1,
      buttons: 1,
    });
  }
  fireEvent.pointerUp(pad, { clientX: 10 + n * n * 3, clientY: 10 + n * 4, pointerId: 1 });
}

beforeEach(() => {
  vi.useFakeTimers();
  contexts = fakeCanvas();
  setPixelRatio(1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setPixelRatio(1);
});

describe('SignaturePad', () => {
  it('draws smoothed black strokes within the width bounds on white, and clears', () => {
    const ref = createRef<SignaturePadHandle>();
    const onChange = vi.fn();
    render(<SignaturePad label="Firma" ref={ref} onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Firma' });
    const ctx = contexts[0]!;
    expect(ctx.rects[0]).toBe(PAD_BACKGROUND);
    expect(ref.current!.isEmpty()).toBe(true);

    sign(pad);

    // A dot, then Bézier curves drawn as many small discs: far more marks than moves.
    expect(ctx.marks.length).toBeGreaterThan(40);
    const radii = ctx.marks.map((m) => m.r);
    for (const r of radii) {
      expect(r).toBeGreaterThanOrEqual(PEN_MIN_WIDTH);
      expect(r).toBeLessThanOrEqual(PEN_MAX_WIDTH);
    }
    // Velocity-weighted: the accelerating stroke thins out.
    expect(Math.min(...radii)).toBeLessThan(Math.max(...radii));
    expect(new Set(ctx.marks.map((m) => m.color))).toEqual(new Set([PEN_COLOR]));
    expect(ref.current!.isEmpty()).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);

    act(() => ref.current!.clear());
    expect(ref.current!.isEmpty()).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(ctx.rects.at(-1)).toBe(PAD_BACKGROUND);
  });

  it('a move without a press draws nothing', () => {
    render(<SignaturePad label="Firma" />);
    fireEvent.pointerMove(screen.getByRole('img', { name: 'Firma' }), {
      clientX: 5,
      clientY: 5,
      buttons: 1,
    });
    expect(contexts[0]!.marks).toEqual([]);
  });

  it('draws at devicePixelRatio and saves a JPEG of the same fixed size', async () => {
    setPixelRatio(2);
    const saved: { w: number; h: number; type?: string; quality?: unknown }[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      cb: BlobCallback,
      type?: string,
      quality?: unknown,
    ) {
      saved.push({ w: this.width, h: this.height, type, quality });
      cb(new Blob(['jpeg'], { type }));
    });
    const ref = createRef<SignaturePadHandle>();
    render(<SignaturePad label="Firma" ref={ref} />);
    const pad = screen.getByRole<HTMLCanvasElement>('img', { name: 'Firma' });

    // The backing store is twice the 600 × 260 layout, and the pen is scaled to match.
    expect([pad.width, pad.height]).toEqual([1200, 520]);
    expect(contexts[0]!.scales).toEqual([[2, 2]]);

    sign(pad, 8);
    const blob = await ref.current!.toBlob();
    expect(blob?.type).toBe(SAVED_TYPE);
    expect(saved).toEqual([{ w: 600, h: 260, type: SAVED_TYPE, quality: SAVED_QUALITY }]);
    const out = contexts[1]!;
    expect(out.rects).toEqual([PAD_BACKGROUND]);
    expect(out.draws).toEqual([{ src: pad, w: 600, h: 260 }]);
  });

  it('keeps the signature when the pad is resized', () => {
    const ref = createRef<SignaturePadHandle>();
    render(<SignaturePad label="Firma" ref={ref} />);
    const pad = screen.getByRole<HTMLCanvasElement>('img', { name: 'Firma' });
    sign(pad, 8);
    const before = contexts[0]!.marks.length;

    // The phone turns: the pad is laid out at 300 px wide now.
    Object.defineProperty(pad, 'offsetWidth', { value: 300, configurable: true });
    Object.defineProperty(pad, 'offsetHeight', { value: 130, configurable: true });
    act(() => void window.dispatchEvent(new Event('resize')));

    expect([pad.width, pad.height]).toEqual([300, 130]);
    expect(contexts[0]!.marks.length).toBeGreaterThan(before);
    expect(ref.current!.isEmpty()).toBe(false);
  });
});

describe('pixelRatio', () => {
  const tests = [
    { name: 'retina', r: 2, want: 2 },
    { name: 'fractional', r: 1.5, want: 1.5 },
    { name: 'zoomed out below 1', r: 0.5, want: 1 },
    { name: 'missing', r: Number.NaN, want: 1 },
  ];
  for (const tt of tests) {
    it(tt.name, () => {
      setPixelRatio(tt.r);
      expect(pixelRatio()).toBe(tt.want);
    });
  }
});

describe('scaleStrokes', () => {
  const group: PointGroup = {
    dotSize: 0,
    minWidth: PEN_MIN_WIDTH,
    maxWidth: PEN_MAX_WIDTH,
    penColor: PEN_COLOR,
    velocityFilterWeight: 0.7,
    compositeOperation: 'source-over',
    points: [
      { x: 10, y: 20, pressure: 0, time: 1 },
      { x: 30, y: 40, pressure: 0.5, time: 2 },
    ],
  };
  it('moves every point and keeps the rest', () => {
    const [g] = scaleStrokes([group], 0.5);
    expect(g!.points).toEqual([
      { x: 5, y: 10, pressure: 0, time: 1 },
      { x: 15, y: 20, pressure: 0.5, time: 2 },
    ]);
    expect(g!.penColor).toBe(PEN_COLOR);
  });
  it('factor 1 is the same strokes', () => {
    const groups = [group];
    expect(scaleStrokes(groups, 1)).toBe(groups);
  });
});
