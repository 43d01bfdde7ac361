import { Link } from 'react-router';

import { es } from '@/copy/es';

import { useHomeMenu } from '../hooks/use-home-menu';

/** The home page body: greeting, blocked and branch notices, and the menu for the role. */
export function HomeMenu() {
  const { session, blocked, menu, branchNotice } = useHomeMenu();
  return (
    <>
      <p>
        {es.home.greeting(session.username)} · {es.home.roleLabel}: {session.role}
      </p>
      {blocked && (
        <p role="alert" className="alert">
          {es.home.promoterBlocked}
        </p>
      )}
      {branchNotice && (
        <p role="alert" className="alert">
          {branchNotice}
        </p>
      )}
      <nav aria-label={es.home.menuTitle}>
        <ul className="menu">
          {menu.map((item) => (
            <li key={item.key}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
