/**
 * The performance board's rows: one per status holding folios, capture first, each with its counts
 * and wait figures at `now` against its threshold. The table and the charts draw the same rows.
 */
import { groupLabel, statusGroup, statusLabel } from '@/entities/folio/request-model';
import type { GroupKey } from '@/entities/folio/request-model';

import type { StatusStats } from './api/types';
import type { Thresholds } from './hooks/use-wait-thresholds';
import { waitFigures } from './wait-figures';
import type { WaitFigures } from './wait-figures';

const GROUP_ORDER: GroupKey[] = ['capture', 'inProcess', 'complete', 'rejected', 'cnca'];

function order(status: string): number {
  const g = statusGroup(status);
  return g ? GROUP_ORDER.indexOf(g) : GROUP_ORDER.length;
}

export interface BoardRow {
  status: string;
  label: string;
  group: string;
  stats: StatusStats;
  figures: WaitFigures;
}

export function boardRows(
  board: Record<string, StatusStats>,
  now: number,
  thresholds: Thresholds = {},
): BoardRow[] {
  return Object.entries(board)
    .filter(([, s]) => s && s.count > 0)
    .sort(([a], [b]) => order(a) - order(b) || statusLabel(a).localeCompare(statusLabel(b), 'es'))
    .map(([status, stats]) => {
      const g = statusGroup(status);
      return {
        status,
        label: statusLabel(status),
        group: g ? groupLabel(g) : '',
        stats,
        figures: waitFigures(stats, now, thresholds[status]),
      };
    });
}
