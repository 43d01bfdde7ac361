import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import {
  PAD_BACKGROUND,
  PEN_COLOR,
  PEN_MAX_WIDTH,
  PEN_MIN_WIDTH,
  penWidth,
  SignaturePad,
} from '@/components/ui/signature-pad';
import type { SignaturePadHandle } from '@/components/ui/signature-pad';

describe('penWidth (docs/requirements.md §9: 0.5 to 2.5)', () => {
  const tests = [
    { name: 'still pen', v: 0, want: PEN_MAX_WIDTH },
    { name: 'slow stroke', v: 0.5, want: 2.1 },
    { name: 'fast stroke', v: 2, want: 0.9 },
    { name: 'very fast stroke', v: 50, want: PEN_MIN_WIDTH },
    { name: 'negative speed', v: -3, want: PEN_MAX_WIDTH },
    { name: 'NaN', v: Number.NaN, want: PEN_MAX_WIDTH },
    { name: 'infinite', v: Number.POSITIVE_INFINITY, want: PEN_MAX_WIDTH },
  ];
  for (const tt of tests) {
    it(tt.name, () => expect(penWidth(tt.v)).toBeCloseTo(tt.want, 5));
  }
  it('never leaves the bounds', () => {
    for (let v = 0; v < 10; v += 0.01) {
      const w = penWidth(v);
      expect(w).toBeGreaterThanOrEqual(0.5);
      expect(w).toBeLessThanOrEqual(2.5);
    }
  });
});

function fakeContext() {
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    widths: [] as number[],
    fills: [] as string[],
    fillRect: vi.fn(function (this: { fills: string[]; fillStyle: string }) {
      this.fills.push(this.fillStyle);
    }),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(function (this: { widths: number[]; lineWidth: number; strokeStyle: string }) {
      this.widths.push(this.lineWidth);
    }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  return ctx;
}

describe('SignaturePad', () => {
  it('draws black strokes within the width bounds on white, and clears', () => {
    const ctx = fakeContext();
    const ref = createRef<SignaturePadHandle>();
    const onChange = vi.fn();
    render(<SignaturePad label="Firma" ref={ref} onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Firma' });
    expect(ctx.fills[0]).toBe(PAD_BACKGROUND);
    expect(ref.current!.isEmpty()).toBe(true);

    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    for (let i = 1; i <= 20; i++) {
      fireEvent.pointerMove(pad, { clientX: 10 + i * i * 3, clientY: 10 + i, pointerId: 1 });
    }
    fireEvent.pointerUp(pad, { pointerId: 1 });

    expect(ctx.strokeStyle).toBe(PEN_COLOR);
    expect(ctx.widths.length).toBeGreaterThan(5);
    for (const w of ctx.widths) {
      expect(w).toBeGreaterThanOrEqual(PEN_MIN_WIDTH);
      expect(w).toBeLessThanOrEqual(PEN_MAX_WIDTH);
    }
    expect(ref.current!.isEmpty()).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);

    ref.current!.clear();
    expect(ref.current!.isEmpty()).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(ctx.fills.at(-1)).toBe(PAD_BACKGROUND);
  });

  it('a move without a press draws nothing', () => {
    const ctx = fakeContext();
    render(<SignaturePad label="Firma" />);
    fireEvent.pointerMove(screen.getByRole('img', { name: 'Firma' }), { clientX: 5, clientY: 5 });
    expect(ctx.widths).toEqual([]);
  });
});
