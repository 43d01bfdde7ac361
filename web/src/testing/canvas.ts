/**
 * jsdom has no canvas: a recording 2D context for every canvas, good enough for signature_pad
 * (components/ui/signature-pad.tsx), and a pen that signs on a pad with pointer events.
 */
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

export interface FakeContext {
  canvas: HTMLCanvasElement;
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  globalCompositeOperation: string;
  /** The colour of every filled rectangle (backgrounds). */
  rects: string[];
  /** The radius and colour of every pen mark (signature_pad draws strokes as filled arcs). */
  marks: { r: number; color: string }[];
  scales: [number, number][];
  draws: { src: HTMLCanvasElement; w: number; h: number }[];
}

/** Gives each canvas its own recording context; returns them in creation order. */
export function fakeCanvas(): FakeContext[] {
  const contexts: FakeContext[] = [];
  const made = new WeakMap<HTMLCanvasElement, FakeContext>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    let ctx = made.get(this);
    if (!ctx) {
      const c: FakeContext & Record<string, unknown> = {
        canvas: this,
        fillStyle: '',
        strokeStyle: '',
        lineWidth: 0,
        globalCompositeOperation: '',
        rects: [],
        marks: [],
        scales: [],
        draws: [],
        fillRect() {
          c.rects.push(c.fillStyle);
        },
        clearRect: vi.fn(),
        beginPath: vi.fn(),
        closePath: vi.fn(),
        moveTo: vi.fn(),
        lineTo: vi.fn(),
        stroke: vi.fn(),
        save: vi.fn(),
        restore: vi.fn(),
        fill: vi.fn(),
        arc(_x: number, _y: number, r: number) {
          c.marks.push({ r, color: c.fillStyle });
        },
        scale(x: number, y: number) {
          c.scales.push([x, y]);
        },
        drawImage(src: HTMLCanvasElement, _x: number, _y: number, w: number, h: number) {
          c.draws.push({ src, w, h });
        },
      };
      ctx = c;
      made.set(this, ctx);
      contexts.push(ctx);
    }
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  return contexts;
}

/** toBlob answers a tiny JPEG (jsdom cannot encode one). */
export function fakeJpegBlobs(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (cb) {
    cb(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
  });
}

/**
 * A short stroke on `pad`: press (the first mark), a few moves, release. Moves closer in time than
 * signature_pad's 16 ms throttle are drawn later or merged; tests that count marks advance fake
 * timers between moves instead.
 */
export function penStroke(pad: HTMLElement): void {
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, buttons: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1, buttons: 1 });
  fireEvent.pointerMove(pad, { clientX: 80, clientY: 40, pointerId: 1, buttons: 1 });
  fireEvent.pointerUp(pad, { clientX: 80, clientY: 40, pointerId: 1 });
}
