import type { ReactNode } from 'react';

import { StepFrame } from '@/components/layouts/step-frame';
import { customer as t, es } from '@/copy/es';

import { stepPosition } from '../model/steps';
import type { CustomerRoute } from '../model/steps';

import '../customer-link.css';

export interface CustomerStepLayoutProps {
  route: CustomerRoute;
  flow: readonly CustomerRoute[];
  children?: ReactNode;
}

/** A customer screen in the light frame: "Paso X de Y" in the document title and the heading. */
export function CustomerStepLayout({ route, flow, children }: CustomerStepLayoutProps) {
  return (
    <StepFrame
      prefix="cl"
      brand={t.brand}
      title={es.screens[route]}
      step={stepPosition(flow, route)}
    >
      {children}
    </StepFrame>
  );
}
