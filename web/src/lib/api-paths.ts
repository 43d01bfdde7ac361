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
} as const;
