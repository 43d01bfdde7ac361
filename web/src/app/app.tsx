import { RouterProvider } from 'react-router';

import { monitoringConfig } from '@/config/env';
import { startRenewals } from '@/lib/api';
import { installMonitoring } from '@/lib/monitoring';
import { setNavigator } from '@/lib/navigation';

import { createAppRouter } from './router';

// Log records go to the monitoring service (the suite's sink locally) from the first one on.
installMonitoring(monitoringConfig());
const router = createAppRouter();
// The token lifecycle redirects through the router, not with full page loads.
setNavigator((to) => void router.navigate(to));
// A promoter's session renews ahead of expiry even on an idle screen (lib/tokens.ts).
startRenewals();

export function App() {
  return <RouterProvider router={router} />;
}
