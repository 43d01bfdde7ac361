/**
 * Layout route of every logged-in screen (access login, cnca, libranza): the app frame over the
 * page. Lazy, like the Firebase layout, so the login page does not carry it.
 */
import { Outlet } from 'react-router';

import { AppFrame } from '@/components/layouts/app-frame';
import { branchLabel } from '@/entities/branch/branch-label';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { readUserCookie } from '@/lib/cookies';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

export default function AppFrameLayout() {
  const session = useStore(sessionStore);
  const logout = useLogout();
  // The person's name travels in the user cookie written at login (docs/requirements.md §3).
  const name = readUserCookie<{ name?: string }>()?.name || session.username;
  const branches = session.branches.map(branchLabel);
  return (
    <AppFrame user={{ name, role: session.role, branches }} onLogout={() => void logout()}>
      <Outlet />
    </AppFrame>
  );
}
