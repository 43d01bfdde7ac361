import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

import { customer as t, es } from '@/copy/es';

import { stepPosition } from '../model/steps';
import type { CustomerRoute } from '../model/steps';

import '../customer-link.css';

export interface CustomerStepLayoutProps {
  route: CustomerRoute;
  flow: readonly CustomerRoute[];
  children?: ReactNode;
}

/** A customer screen: "Paso X de Y" in the document title and the heading, phone-first frame. */
export function CustomerStepLayout({ route, flow, children }: CustomerStepLayoutProps) {
  const title = es.screens[route];
  const pos = stepPosition(flow, route);
  const full = pos ? t.titleWithStep(pos.x, pos.y, title) : title;
  // Layout effect: the title changes in the same commit as the heading, never a frame behind it.
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
  return (
    <main className="cl-screen">
      <p className="cl-brand">{t.brand}</p>
      {pos && <progress className="cl-progress" value={pos.x} max={pos.y} aria-hidden="true" />}
      <h1>{full}</h1>
      {children}
    </main>
  );
}
