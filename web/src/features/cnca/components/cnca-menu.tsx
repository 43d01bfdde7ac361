import { Link } from 'react-router';

import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';

const t = cnca.menu;

/** Menú CNCA: the quoter (a new internal transfer) and "Mis solicitudes de baja". */
export function CncaMenu() {
  return (
    <>
      <p>{t.intro}</p>
      <nav aria-label={t.nav}>
        <ul>
          <li>
            <Link to={href('cncaQuoter')}>{t.quoter}</Link>
          </li>
          <li>
            <Link to={href('cncaRequests')}>{t.requests}</Link>
          </li>
        </ul>
      </nav>
      <p>
        <small>{t.schedule}</small>
      </p>
    </>
  );
}
