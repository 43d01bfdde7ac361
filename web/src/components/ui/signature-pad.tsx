import { useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import SignaturePadLib from 'signature_pad';
import type { PointGroup } from 'signature_pad';

/** docs/requirements.md §9: pen width 0.5 to 2.5, white background, black pen. */
export const PEN_MIN_WIDTH = 0.5;
export const PEN_MAX_WIDTH = 2.5;
export const PEN_COLOR = '#000000';
export const PAD_BACKGROUND = '#ffffff';
/** What is saved (docs/adr/0037-signature-pad.md): a JPEG of width × height on white. */
export const SAVED_TYPE = 'image/jpeg';
export const SAVED_QUALITY = 0.92;

export interface SignaturePadHandle {
  clear(): void;
  isEmpty(): boolean;
  /** The signature as a JPEG of the pad's width × height on the white background. */
  toBlob(): Promise<Blob | null>;
}

export interface SignaturePadProps {
  label: string;
  /** Size of the saved image, in pixels; the pad keeps this aspect ratio on screen. */
  width?: number;
  height?: number;
  onChange?: (empty: boolean) => void;
  ref?: Ref<SignaturePadHandle>;
}

/** The device pixel ratio the backing store is drawn at (never below 1). */
export function pixelRatio(): number {
  const r = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  return Number.isFinite(r) && r > 1 ? r : 1;
}

/** The strokes moved to a pad drawn `factor` times as large (a resize keeps the signature). */
export function scaleStrokes(groups: PointGroup[], factor: number): PointGroup[] {
  if (factor === 1) return groups;
  return groups.map((g) => ({
    ...g,
    points: g.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })),
  }));
}

/**
 * A canvas to sign with a finger, pen or mouse: signature_pad draws smoothed, velocity-weighted
 * strokes (docs/adr/0037-signature-pad.md); the backing store follows the on-screen size times
 * devicePixelRatio so strokes stay sharp, and toBlob() scales it back to width × height.
 */
export function SignaturePad({
  label,
  width = 600,
  height = 260,
  onChange,
  ref,
}: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const cssWidth = useRef(0);
  const empty = useRef(true);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  const setEmpty = (v: boolean) => {
    if (empty.current !== v) {
      empty.current = v;
      changed.current?.(v);
    }
  };

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const p = new SignaturePadLib(el, {
      minWidth: PEN_MIN_WIDTH,
      maxWidth: PEN_MAX_WIDTH,
      penColor: PEN_COLOR,
      backgroundColor: PAD_BACKGROUND,
    });
    pad.current = p;

    // Size the backing store to what is on screen × devicePixelRatio; the library works in CSS
    // pixels, so the context is scaled and the strokes so far are redrawn at the new size.
    const fit = () => {
      const ratio = pixelRatio();
      const w = el.offsetWidth || width;
      const h = el.offsetHeight || (w * height) / width;
      const bw = Math.round(w * ratio);
      const bh = Math.round(h * ratio);
      if (el.width === bw && el.height === bh && cssWidth.current === w) return;
      const strokes = scaleStrokes(p.toData(), cssWidth.current ? w / cssWidth.current : 1);
      cssWidth.current = w;
      el.width = bw;
      el.height = bh;
      el.getContext('2d')?.scale(ratio, ratio);
      p.clear();
      if (strokes.length) p.fromData(strokes);
    };
    fit();

    const stroked = () => setEmpty(p.isEmpty());
    p.addEventListener('afterUpdateStroke', stroked);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(el);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
      p.removeEventListener('afterUpdateStroke', stroked);
      p.off();
      pad.current = null;
      cssWidth.current = 0;
    };
  }, [width, height]);

  useImperativeHandle(ref, () => ({
    clear() {
      pad.current?.clear();
      setEmpty(true);
    },
    isEmpty: () => empty.current,
    toBlob: () =>
      new Promise((resolve) => {
        const src = canvas.current;
        if (!src) return resolve(null);
        // The saved image keeps its fixed size whatever the screen's pixel ratio.
        const out = document.createElement('canvas');
        out.width = width;
        out.height = height;
        const ctx = out.getContext('2d');
        if (!ctx) return resolve(null);
        ctx.fillStyle = PAD_BACKGROUND;
        ctx.fillRect(0, 0, width, height);
        ctx.drawImage(src, 0, 0, width, height);
        out.toBlob((b) => resolve(b), SAVED_TYPE, SAVED_QUALITY);
      }),
  }));

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
    />
  );
}
