import { RouterProvider } from 'react-router';

import { monitoringConfig } from '@/config/env';
import { installMonitoring } from '@/lib/monitoring';
import { setNavigator } from '@/lib/navigation';

import { createAppRouter } from './router';

// Log records go to the monitoring service (the suite's sink locally) from the first one on.
installMonitoring(monitoringConfig());
const router = createAppRouter();
// The token lifecycle redirects through the router, not with full page loads.
setNavigator((to) => void router.navigate(to));

export function App() {
  return <RouterProvider router={router} />;
}
