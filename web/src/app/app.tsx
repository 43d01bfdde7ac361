import { RouterProvider } from 'react-router';

import { setNavigator } from '@/lib/navigation';

import { createAppRouter } from './router';

const router = createAppRouter();
// The token lifecycle redirects through the router, not with full page loads.
setNavigator((to) => void router.navigate(to));

export function App() {
  return <RouterProvider router={router} />;
}
