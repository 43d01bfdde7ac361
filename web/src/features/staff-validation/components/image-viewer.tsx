import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { validation } from '@/copy/es';

const t = validation.desk.viewer;

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 100) / 100));

/** A toolbar button drawn as a symbol, so five fit one row beside a small image; named in words. */
function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/**
 * The zoom that shows a whole image in its frame: never above 100 %, so a small image keeps its
 * pixels; 1 when either size is unknown (nothing laid out yet).
 */
export function fitZoom(frame: { w: number; h: number }, image: { w: number; h: number }): number {
  if (!frame.w || !frame.h || !image.w || !image.h) return 1;
  return clampZoom(Math.min(1, frame.w / image.w, frame.h / image.h));
}

/**
 * One image of the folio in a scrolling frame, first fitted whole into the frame (the desk shows
 * every image at once), with zoom up to its natural pixels and beyond, and rotation: toolbar
 * buttons, or the keyboard on the focused frame (+/−, R/L, 0 back to the fitted view). The canvas
 * is sized to the zoomed and rotated image, so a zoomed image scrolls.
 */
export function ImageViewer({ src, name }: { src: string; name: string }) {
  const [zoom, setZoom] = useState(1);
  const [fit, setFit] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const stateId = useId();
  const rotate = (deg: number) => setRotation((r) => (r + deg + 360) % 360);
  const zoomBy = (f: number) => setZoom((z) => clampZoom(z * f));
  const reset = () => {
    setZoom(fit);
    setRotation(0);
  };
  const onLoad = (img: HTMLImageElement) => {
    const natural = { w: img.naturalWidth, h: img.naturalHeight };
    const box = { w: frame.current?.clientWidth ?? 0, h: frame.current?.clientHeight ?? 0 };
    const z = fitZoom(box, natural);
    setSize(natural);
    setFit(z);
    setZoom(z);
  };
  const onKey = (e: KeyboardEvent) => {
    const act: Record<string, () => void> = {
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      r: () => rotate(90),
      l: () => rotate(-90),
      '0': reset,
    };
    const fn = act[e.key.toLowerCase()];
    if (fn) {
      e.preventDefault();
      fn();
    }
  };
  const sideways = rotation % 180 !== 0;
  const w = (size?.w ?? 0) * zoom;
  const h = (size?.h ?? 0) * zoom;
  return (
    <figure className="desk-image" aria-labelledby={titleId} data-image={name}>
      <figcaption id={titleId}>{name}</figcaption>
      <div role="toolbar" aria-label={`${t.tools}: ${name}`} className="desk-tools">
        <ToolButton label={t.zoomIn} onClick={() => zoomBy(ZOOM_STEP)} disabled={zoom >= ZOOM_MAX}>
          +
        </ToolButton>
        <ToolButton
          label={t.zoomOut}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
          disabled={zoom <= ZOOM_MIN}
        >
          −
        </ToolButton>
        <ToolButton label={t.rotateLeft} onClick={() => rotate(-90)}>
          ⟲
        </ToolButton>
        <ToolButton label={t.rotateRight} onClick={() => rotate(90)}>
          ⟳
        </ToolButton>
        <ToolButton label={t.reset} onClick={reset}>
          ⤢
        </ToolButton>
        <span id={stateId} role="status" aria-live="polite" className="desk-state">
          {t.state(Math.round(zoom * 100), rotation)}
        </span>
      </div>
      <div
        ref={frame}
        className="desk-frame"
        tabIndex={0}
        role="group"
        aria-label={`${t.alt(name)}. ${t.keyboard}`}
        aria-describedby={stateId}
        onKeyDown={onKey}
      >
        <div
          className="desk-canvas"
          style={size ? { width: sideways ? h : w, height: sideways ? w : h } : undefined}
        >
          <img
            src={src}
            alt={t.alt(name)}
            data-zoom={zoom}
            data-rotation={rotation}
            onLoad={(e) => onLoad(e.currentTarget)}
            style={
              size
                ? { width: w, height: h, transform: `translate(-50%, -50%) rotate(${rotation}deg)` }
                : undefined
            }
          />
        </div>
      </div>
    </figure>
  );
}
