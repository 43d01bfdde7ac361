import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { validation } from '@/copy/es';

const t = validation.desk.viewer;

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
const ZOOM_STEP = 1.25;

const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 100) / 100));

/**
 * One image of the folio at full size (its natural pixels at 100 %), in a scrolling frame, with
 * zoom and rotation: toolbar buttons, or the keyboard on the focused frame (+/−, R/L, 0). The
 * frame is sized to the zoomed and rotated image, so a zoomed image scrolls.
 */
export function ImageViewer({ src, name }: { src: string; name: string }) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const titleId = useId();
  const stateId = useId();
  const rotate = (deg: number) => setRotation((r) => (r + deg + 360) % 360);
  const zoomBy = (f: number) => setZoom((z) => clampZoom(z * f));
  const reset = () => {
    setZoom(1);
    setRotation(0);
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
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} disabled={zoom >= ZOOM_MAX}>
          {t.zoomIn}
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={zoom <= ZOOM_MIN}>
          {t.zoomOut}
        </button>
        <button type="button" onClick={() => rotate(-90)}>
          {t.rotateLeft}
        </button>
        <button type="button" onClick={() => rotate(90)}>
          {t.rotateRight}
        </button>
        <button type="button" onClick={reset}>
          {t.reset}
        </button>
        <span id={stateId} role="status" aria-live="polite" className="desk-state">
          {t.state(Math.round(zoom * 100), rotation)}
        </span>
      </div>
      <div
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
            onLoad={(e) =>
              setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })
            }
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
