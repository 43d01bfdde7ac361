import { Outlet, useNavigation } from 'react-router';

import { Notifications } from '@/components/ui/notifications';
import { es } from '@/copy/es';
import { usePageViews } from '@/lib/page-views';

/** docs/requirements.md §1: the routed page and a notification area at the bottom center. */
export function AppShell() {
  const navigation = useNavigation();
  usePageViews();
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
