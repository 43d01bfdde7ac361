import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { useMyLetters } from '../hooks/use-my-letters';
import { LettersTable } from './letters-table';

/** Mis cartas (login only): the promoter's carta libranza folios, live. */
export function MyLettersScreen() {
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const letters = useMyLetters(bpId);
  return (
    <ScreenShell title={es.screens.libranzaMyLetters}>
      <p>{t.live}</p>
      {letters.state === 'loading' && <p role="status">{t.loading}</p>}
      {letters.state === 'error' && <p role="alert">{t.loadError}</p>}
      {letters.state === 'ready' && <LettersTable letters={letters.letters} />}
    </ScreenShell>
  );
}
