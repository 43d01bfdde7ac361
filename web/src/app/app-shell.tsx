import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';

import { Notifications } from '@/components/ui/notifications';
import { CUSTOMER_LINK_PREFIX } from '@/config/paths';
import { es } from '@/copy/es';
import { removeShell } from '@/entities/link-session/handoff';
import { warmDeviceIdentifier } from '@/lib/device';
import { usePageViews } from '@/lib/page-views';

/** docs/requirements.md §1: the routed page and a notification area at the bottom center. */
export function AppShell() {
  const navigation = useNavigation();
  usePageViews();
  // The HTML shell's first screen gives way to the routed page in the same frame (link-shell/); a
  // customer link's page takes over from the shell itself once it has a screen of its own.
  useLayoutEffect(() => {
    if (!window.location.pathname.startsWith(CUSTOMER_LINK_PREFIX)) removeShell();
  }, []);
  // The device fingerprint is computed once the first page is on screen, when the phone is idle.
  useEffect(() => warmDeviceIdentifier(), []);
  return (
    <>
      {navigation.state === 'loading' && (
        <div className="loading-bar" role="progressbar" aria-label={es.app.loading} />
      )}
      <Outlet />
      <Notifications />
    </>
  );
}
