/**
 * Money in Mexican pesos (docs/design.md §7): Intl with es-MX and MXN, always 2 decimals.
 */
const MXN = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,234.50' for 1234.5; a value that is not a finite number renders as an empty string. */
export function formatMXN(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return MXN.format(n);
}
