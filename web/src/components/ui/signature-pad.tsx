import { useEffect, useImperativeHandle, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, Ref } from 'react';

/** docs/requirements.md §9: pen width 0.5 to 2.5, white background, black pen. */
export const PEN_MIN_WIDTH = 0.5;
export const PEN_MAX_WIDTH = 2.5;
export const PEN_COLOR = '#000000';
export const PAD_BACKGROUND = '#ffffff';

/** Slower strokes draw thicker, as ink does; always within [0.5, 2.5]. */
export function penWidth(velocityPxPerMs: number): number {
  const v = Number.isFinite(velocityPxPerMs) ? Math.max(0, velocityPxPerMs) : 0;
  const w = PEN_MAX_WIDTH - v * 0.8;
  return Math.min(PEN_MAX_WIDTH, Math.max(PEN_MIN_WIDTH, w));
}

export interface SignaturePadHandle {
  clear(): void;
  isEmpty(): boolean;
  /** The signature as a JPEG on the white background. */
  toBlob(): Promise<Blob | null>;
}

export interface SignaturePadProps {
  label: string;
  width?: number;
  height?: number;
  onChange?: (empty: boolean) => void;
  ref?: Ref<SignaturePadHandle>;
}

interface Point {
  x: number;
  y: number;
  t: number;
  w: number;
}

/** A canvas to sign with a finger, pen or mouse (pointer events). */
export function SignaturePad({
  label,
  width = 600,
  height = 260,
  onChange,
  ref,
}: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const empty = useRef(true);

  const paintBackground = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = PAD_BACKGROUND;
    ctx.fillRect(0, 0, width, height);
  };

  useEffect(paintBackground);

  const setEmpty = (v: boolean) => {
    if (empty.current !== v) {
      empty.current = v;
      onChange?.(v);
    }
  };

  useImperativeHandle(ref, () => ({
    clear() {
      paintBackground();
      last.current = null;
      setEmpty(true);
    },
    isEmpty: () => empty.current,
    toBlob: () =>
      new Promise((resolve) => {
        if (!canvas.current) return resolve(null);
        canvas.current.toBlob((b) => resolve(b), 'image/jpeg', 0.92);
      }),
  }));

  const point = (e: ReactPointerEvent<HTMLCanvasElement>, prev: Point | null): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - r.left) * width) / (r.width || width);
    const y = ((e.clientY - r.top) * height) / (r.height || height);
    const t = e.timeStamp;
    if (!prev) return { x, y, t, w: penWidth(0) };
    const v = Math.hypot(x - prev.x, y - prev.y) / Math.max(1, t - prev.t);
    // Smooth the width so a stroke does not jump between thicknesses.
    return { x, y, t, w: penWidth(v) * 0.6 + prev.w * 0.4 };
  };

  const draw = (from: Point, to: Point) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.strokeStyle = PEN_COLOR;
    ctx.fillStyle = PEN_COLOR;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = to.w;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  };

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      style={{
        width: '100%',
        aspectRatio: `${width} / ${height}`,
        touchAction: 'none',
        background: PAD_BACKGROUND,
        border: '2px dashed #7b8794',
        borderRadius: 10,
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        const p = point(e, null);
        last.current = p;
        draw(p, { ...p, x: p.x + 0.01 });
        setEmpty(false);
      }}
      onPointerMove={(e) => {
        if (!last.current) return;
        const p = point(e, last.current);
        draw(last.current, p);
        last.current = p;
      }}
      onPointerUp={() => (last.current = null)}
      onPointerCancel={() => (last.current = null)}
      onPointerLeave={() => (last.current = null)}
    />
  );
}
