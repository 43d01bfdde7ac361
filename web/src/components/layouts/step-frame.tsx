import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

import { customer } from '@/copy/es';

export interface StepFrameProps {
  /** The feature's class prefix (`cl`, `vc`): its phone-first styles. */
  prefix: string;
  brand: string;
  title: string;
  /** "Paso X de Y"; absent on a page outside the flow's steps. */
  step?: { x: number; y: number } | null;
  children?: ReactNode;
}

/**
 * The customer's light frame on /folio/… (docs/design.md §7): the brand and the step's progress
 * in a header, and the one heading "Paso X de Y: título", also the document title. The customer
 * link and the video pages share it, so the step is shown once, the same way.
 */
export function StepFrame({ prefix, brand, title, step, children }: StepFrameProps) {
  const full = step ? customer.titleWithStep(step.x, step.y, title) : title;
  // Layout effect: the title changes in the same commit as the heading, never a frame behind it.
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
  return (
    <main className={`${prefix}-screen`}>
      <header className={`${prefix}-frame`}>
        <p className={`${prefix}-brand`}>{brand}</p>
        {step && (
          <progress
            className={`${prefix}-progress`}
            value={step.x}
            max={step.y}
            aria-hidden="true"
          />
        )}
      </header>
      <h1>{full}</h1>
      {children}
    </main>
  );
}
