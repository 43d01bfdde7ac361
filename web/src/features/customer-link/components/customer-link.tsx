import { lazy, Suspense } from 'react';

import { customer as t } from '@/copy/es';

import { CustomerStepLayout } from './customer-step-layout';
import { LinkBoundary } from './link-boundary';
import type { CustomerLinkProps } from './link-session';

export type { CustomerLinkProps, StartSession } from './link-session';

// Firebase and the session load beside the heading (a fast first paint on a phone): the import
// starts when this module runs, not when the page first renders.
const linkSession = import('./link-session');
const LinkSession = lazy(() => linkSession.then((m) => ({ default: m.LinkSession })));

/**
 * A customer link page: its heading at once, then the session and folio (a failing screen keeps
 * the frame and shows a Spanish message).
 */
export function CustomerLink(props: CustomerLinkProps) {
  return (
    <LinkBoundary
      fallback={
        <CustomerStepLayout route={props.route} flow={[]}>
          <p role="alert" className="alert">
            {t.link.noAccess}
          </p>
        </CustomerStepLayout>
      }
    >
      <Suspense
        fallback={
          <CustomerStepLayout route={props.route} flow={[]}>
            <p role="status" aria-busy="true">
              {t.loading}
            </p>
          </CustomerStepLayout>
        }
      >
        <LinkSession {...props} />
      </Suspense>
    </LinkBoundary>
  );
}
