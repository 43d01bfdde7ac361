import { customer as t } from '@/copy/es';

import { CustomerStepLayout } from './customer-step-layout';
import { LinkBoundary } from './link-boundary';
import { LinkSession } from './link-session';
import type { CustomerLinkProps } from './link-session';

export type { CustomerLinkProps } from './link-session';
export type { StartSession } from '@/entities/link-session/session';

/**
 * A customer link page: the session and folio, in a frame that keeps its heading and shows a
 * Spanish message when a screen fails. The session is in the page's own chunk, not a lazy one: a
 * lazy boundary would only add a download round and React's Suspense reveal delay before the
 * welcome's content. The Firebase SDK loads beside it (lib/use-firebase.ts).
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
      <LinkSession {...props} />
    </LinkBoundary>
  );
}
