import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';

import { monitorApi } from '../api/monitor-api';
import type { MonitorApi } from '../api/monitor-api';
import { useBackfill } from '../hooks/use-backfill';
import { useBoard, useServerNow } from '../hooks/use-monitor';
import { BoardTable } from './board-table';

/** /monitor-solicitudes: the live performance board over the masked projection. */
export function BoardScreen({ api = monitorApi }: { api?: MonitorApi }) {
  useBackfill(api);
  const board = useBoard();
  const now = useServerNow();
  return (
    <>
      <p>{t.privacy}</p>
      <p>{t.live}</p>
      {board.state === 'loading' && <p role="status">{t.loading}</p>}
      {board.state === 'error' && (
        <p role="alert" className="alert">
          {t.loadError}
        </p>
      )}
      {board.state === 'ready' && <BoardTable board={board.value} now={now} />}
      <p>
        <Link to={href('monitorRequestsOld')}>{t.board.oldList}</Link>
      </p>
    </>
  );
}
