/**
 * The masked projection the functions keep under monitor/ (functions/internal/monitor): no name and
 * no CURP, not even masked.
 */
export interface MonitorDocument {
  status: string;
  fileType?: string;
  uploadedAt?: number;
  hasFile: boolean;
}

export interface MonitorEntry {
  id: string;
  status: string;
  label: string;
  group?: string;
  groupLabel?: string;
  promoter?: string;
  branch?: string;
  product?: string;
  amount?: number;
  term?: number;
  cncaCode?: string;
  documents?: Record<string, MonitorDocument>;
  createdAt?: number;
  lastUpdateAt?: number;
  enteredStatusAt: number;
}

/** monitor/board/statuses/{status}. */
export interface StatusStats {
  label: string;
  group?: string;
  count: number;
  sumEnteredAt: number;
  oldestEnteredAt: number;
  /**
   * Members by when they entered: 'm<start ms>' one minute wide, 'm<start ms>_<w>' w minutes wide
   * (buckets widen with age; functions/internal/monitor/bucket.go).
   */
  minutes?: Record<string, number>;
}

/** monitor/history/{id}/{eventId}. */
export interface MonitorStep {
  key: string;
  from?: string;
  to: string;
  role?: string;
  at: number;
}
