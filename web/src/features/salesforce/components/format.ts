/** Dates of the Salesforce screens: day/month/year (docs/requirements.md §3) in Mexico central time. */
const DATE = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});

/** '02/11/2026' for an ISO instant; anything unreadable is shown as it came. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : DATE.format(d);
}
