/**
 * A customer link page starts its session from its route's loader, while the page's code and the
 * Firebase SDK are still downloading on the phone (the welcome page's LCP, docs/adr/0025-customer-link-first-paint.md): the POST at
 * once, the sign-in when the SDK is there, instead of both after the page first renders. On the
 * first screen the HTML shell sent the POST before the app loaded; its answer is taken over.
 */
import type { Params } from 'react-router';

import { isCustomerLink, routes } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import { prefetchCustomerSession } from '@/entities/link-session/customer-session';
import { takeShellSession } from '@/entities/link-session/handoff';
import { names } from '@/entities/link-session/machine';
import { credentialOf, linkState } from '@/entities/link-session/session';
import { api } from '@/lib/api';
import { adoptDeviceIdentifier } from '@/lib/device';
import { redactInLogs } from '@/lib/logger';
import { authStore } from '@/stores/auth';

/** The link uuid of a customer link route (`/folio/:uuid/…`, or `:folio` for prueba-de-vida). */
export function linkUuid(key: RouteKey, params: Params): string | null {
  if (!isCustomerLink(routes[key])) return null;
  return params.uuid ?? params.folio ?? null;
}

export function prefetchLinkSession(key: RouteKey, params: Params): void {
  const uuid = linkUuid(key, params);
  // The loader runs first: from here on no log record carries the credential.
  redactInLogs(uuid ?? undefined);
  // A kept customer token may belong to this link's live session, which the page reuses with no POST.
  if (!uuid || authStore.get().tokenClient) return;
  // The page still shown may have opened this link's session again already (a 401 cleared the
  // token and ended it): that opening's POST is the one.
  const session = linkState();
  if (session.kind === 'opening' && names(session, uuid)) return;
  // On the first screen the HTML shell has sent the POST already (docs/adr/0036-phone-first-load.md).
  const shell = takeShellSession(uuid);
  if (shell) adoptDeviceIdentifier(shell.device);
  // Once exchanged, the address carries the link id; the credential is this page's to send again.
  prefetchCustomerSession(
    credentialOf(uuid),
    api,
    async (token) => {
      // The SDK's chunk is the one the Firebase layout is loading for the page: no extra download.
      const { signInWithFirebaseToken } = await import('@/lib/firebase');
      await signInWithFirebaseToken(token);
    },
    shell?.response,
  );
}
