import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';
import type { RemoteConfigReader } from '@/lib/remote-config';

import { monitorApi } from '../api/monitor-api';
import type { MonitorApi } from '../api/monitor-api';
import { boardRows } from '../board-rows';
import { useBackfill } from '../hooks/use-backfill';
import { useBoard, useServerNow } from '../hooks/use-monitor';
import { useWaitThresholds } from '../hooks/use-wait-thresholds';
import { BoardCharts } from './board-charts';
import { BoardTable } from './board-table';

/**
 * /monitor-solicitudes: the live performance board over the masked projection, as charts and as
 * the table that is also their text alternative.
 */
export function BoardScreen({
  api = monitorApi,
  config,
}: {
  api?: MonitorApi;
  config?: RemoteConfigReader;
}) {
  useBackfill(api);
  const board = useBoard();
  const now = useServerNow();
  const thresholds = useWaitThresholds(config);
  const rows = board.state === 'ready' ? boardRows(board.value, now, thresholds) : [];
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
      {board.state === 'ready' && (
        <>
          <BoardTable rows={rows} now={now} />
          <BoardCharts rows={rows} />
        </>
      )}
      <p>
        <Link to={href('monitorRequestsOld')}>{t.board.oldList}</Link>
      </p>
    </>
  );
}
