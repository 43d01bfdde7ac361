import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { LiveView, MoreButton } from '@/entities/folio/live-view';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { useMyLetters } from '../hooks/use-my-letters';
import { myLetters } from '../model';
import { LettersTable } from './letters-table';

/** Mis cartas (login only): the promoter's carta libranza folios, live and paged. */
export function MyLettersScreen() {
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const branches = useStore(sessionStore, (s) => s.branches);
  const view = useMyLetters(bpId, branches.map((b) => b.branchID).filter(Boolean));
  return (
    <ScreenShell title={es.screens.libranzaMyLetters}>
      <p>{t.live}</p>
      <LiveView live={view.live} loading={t.loading}>
        {(folios) => (
          <LettersTable letters={myLetters(Object.fromEntries(folios.map((f) => [f.id, f])))} />
        )}
      </LiveView>
      <MoreButton view={view} />
    </ScreenShell>
  );
}
