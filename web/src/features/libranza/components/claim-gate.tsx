import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { href } from '@/config/paths';
import { libranza as t } from '@/copy/libranza';

/**
 * The flag-guarded carta libranza screens render only for a user whose ID token holds the libranza
 * claim; anyone else (a forged access cookie) is sent to /home, as the route guard would.
 */
export function ClaimGate({
  claim,
  children,
}: {
  claim: boolean | undefined;
  children: ReactNode;
}) {
  if (claim === undefined) return <p role="status">{t.loading}</p>;
  if (!claim) return <Navigate to={href('home')} replace />;
  return children;
}
