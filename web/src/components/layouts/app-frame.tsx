import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { routes } from '@/config/paths';
import { es } from '@/copy/es';

export interface FrameUser {
  name: string;
  role: string;
  /** Branch ids (or names) the user works in. */
  branches: readonly string[];
}

/**
 * The frame of every logged-in screen: who is working (name, role, branches), the way home, and
 * logout. It holds no Firebase: the route layout (app/routes/app-frame-layout.tsx) passes the
 * session and the logout, whose Firebase sign-out loads on demand.
 */
export function AppFrame({
  user,
  onLogout,
  children,
}: {
  user: FrameUser;
  onLogout: () => void;
  children?: ReactNode;
}) {
  const t = es.frame;
  return (
    <>
      <header className="app-frame">
        <nav aria-label={t.nav}>
          <Link to={routes.home.path}>{t.home}</Link>
        </nav>
        <dl className="app-frame-user" aria-label={t.user}>
          <div>
            <dt>{t.user}</dt>
            <dd data-frame="name">{user.name}</dd>
          </div>
          <div>
            <dt>{t.role}</dt>
            <dd data-frame="role">{user.role}</dd>
          </div>
          <div>
            <dt>{t.branch}</dt>
            <dd data-frame="branch">
              {user.branches.length > 0 ? user.branches.join(', ') : t.noBranch}
            </dd>
          </div>
        </dl>
        <button type="button" className="app-frame-logout" onClick={onLogout}>
          {es.home.logout}
        </button>
      </header>
      {children}
    </>
  );
}
