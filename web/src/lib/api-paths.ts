/** The same-origin function endpoints the SPA calls (Hosting rewrites /api/** to the api function). */
export const API = {
  login: '/api/session/login',
  refresh: '/api/session/refresh',
  logout: '/api/session/logout',
  customer: '/api/session/customer',
  /** A new customer link for the folio, texted again (staff: its promoter or admin staff). */
  requestLink: (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}/link`,
  /** Registers a customer link's upload to the gateway on its own folio. */
  evidence: '/api/evidence',
  /** Registers the folio's INE upload in capture (staff: its promoter or admin of its branch). */
  requestEvidence: (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}/evidence`,
  /** Folios whose side effect's answer was lost (staff: an admin's branches, a promoter's own). */
  pendingEffects: '/api/effects/pending',
  /** Finishes the folio's pending side effect now (staff: its promoter or admin of its branch). */
  reconcile: (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}/reconcile`,
  /** Clears a CURP for a new folio: the UIF list and the client's folios in flight (live staff). */
  clearance: '/api/requests/clearance',
  /** The client's folios in flight: status, branch, id and age only (live staff). */
  inFlight: '/api/requests/in-flight',
  /** The refused duplicates an admin of the promoter's branch may allow. */
  duplicates: '/api/duplicates',
  allowDuplicate: (key: string) => `/api/duplicates/${encodeURIComponent(key)}/allow`,
} as const;
