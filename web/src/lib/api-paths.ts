/** The same-origin function endpoints the SPA calls (Hosting rewrites /api/** to the api function). */
export const API = {
  login: '/api/session/login',
  refresh: '/api/session/refresh',
  logout: '/api/session/logout',
  customer: '/api/session/customer',
  /** A new customer link for the folio, texted again (staff: its promoter or admin staff). */
  requestLink: (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}/link`,
} as const;
