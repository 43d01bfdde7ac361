import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

import { es } from '@/copy/es';
import { video as t } from '@/copy/video';

import { videoStep } from '../model/flow';
import type { VideoRoute } from '../model/flow';

import '../video-call.css';

/** A video page: "Paso X de Y" in the document title and the heading, phone-first frame. */
export function VideoLayout({ route, children }: { route: VideoRoute; children?: ReactNode }) {
  const { x, y } = videoStep(route);
  const full = t.titleWithStep(x, y, es.screens[route]);
  // Layout effect: the title changes in the same commit as the heading, never a frame behind it.
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
  return (
    <main className="vc-screen">
      <p className="vc-brand">{t.brand}</p>
      <progress className="vc-progress" value={x} max={y} aria-hidden="true" />
      <h1>{full}</h1>
      {children}
    </main>
  );
}
