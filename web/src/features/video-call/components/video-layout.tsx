import type { ReactNode } from 'react';

import { StepFrame } from '@/components/layouts/step-frame';
import { es } from '@/copy/es';
import { video as t } from '@/copy/video';

import { videoStep } from '../model/flow';
import type { VideoRoute } from '../model/flow';

import '../video-call.css';

/** A video page in the customer's light frame: "Paso X de Y" in the document title and the heading. */
export function VideoLayout({ route, children }: { route: VideoRoute; children?: ReactNode }) {
  return (
    <StepFrame prefix="vc" brand={t.brand} title={es.screens[route]} step={videoStep(route)}>
      {children}
    </StepFrame>
  );
}
