import { Link } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';

import { useLibranzaClaim } from '../hooks/use-libranza-claim';
import { ClaimGate } from './claim-gate';

/** Menú carta libranza (flag-guarded by the route and by the ID token claim): cotizar, mis cartas. */
export function MenuScreen() {
  const claim = useLibranzaClaim();
  return (
    <ClaimGate claim={claim}>
      <MenuScreenBody />
    </ClaimGate>
  );
}

function MenuScreenBody() {
  return (
    <ScreenShell title={es.screens.libranzaMenu}>
      <p>{t.menu.lead}</p>
      <nav aria-label={es.screens.libranzaMenu}>
        <ul>
          <li>
            <Link to={href('libranzaQuoter')}>{t.menu.quoter}</Link>
          </li>
          <li>
            <Link to={href('libranzaMyLetters')}>{t.menu.myLetters}</Link>
          </li>
        </ul>
      </nav>
    </ScreenShell>
  );
}
