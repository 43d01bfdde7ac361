import { Link } from 'react-router';

import { es } from '@/copy/es';

import { useBrandLinks } from '../hooks/use-brand-links';
import type { ReadBrandLinks } from '../hooks/use-brand-links';
import { useHomeMenu } from '../hooks/use-home-menu';

/**
 * The home page body: greeting, blocked and branch notices, the menu for the role, and the lending
 * brands' home links (docs/requirements.md §9) when Remote Config gives them.
 */
export function HomeMenu({ readBrandLinks }: { readBrandLinks?: ReadBrandLinks } = {}) {
  const { session, blocked, menu, branchNotice } = useHomeMenu();
  const brands = useBrandLinks(readBrandLinks);
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
      {brands.length > 0 && (
        <nav aria-label={es.home.brandLinksTitle}>
          <ul className="menu">
            {brands.map((b) => (
              <li key={b.url}>
                <a href={b.url} target="_blank" rel="noopener noreferrer">
                  {b.brand}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
