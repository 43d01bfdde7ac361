/**
 * The loan as the customer reads it: money in MXN with Intl, IMSS naming for pensioner products
 * (docs/requirements.md §9), the deposit described without exposing the whole account.
 */
import { customer as t } from '@/copy/es';

import type { CustomerFolio } from '../api/folio';

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const pct = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

export function money(v: number | undefined): string {
  return typeof v === 'number' && Number.isFinite(v) ? mxn.format(v) : t.summary.notAvailable;
}

export function percent(v: number | undefined, digits = 2): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return t.summary.notAvailable;
  return `${digits === 2 ? pct.format(v) : v.toFixed(digits)} %`;
}

/** Pensioner and retiree products are named after IMSS. */
export function productName(q: NonNullable<CustomerFolio['offer']>['quoter']): string {
  const text = [q?.product, q?.creditType, q?.agreement?.name, q?.agreement?.agreementItem]
    .filter(Boolean)
    .join(' ');
  if (/PEN|pensi/i.test(text)) return t.summary.pensioner;
  if (/JUB|jubil/i.test(text)) return t.summary.retiree;
  return q?.product || t.summary.notAvailable;
}

export function depositText(d: CustomerFolio['deposit']): string {
  if (!d) return t.summary.notAvailable;
  if (d.paymentMethod === 7) return t.summary.window;
  if (d.paymentMethod === 8) return t.summary.cheque;
  if (d.clabe) return t.summary.clabe(d.clabe.slice(-4));
  if (d.accountNumber) return t.summary.account(d.accountNumber.slice(-4));
  return t.summary.notAvailable;
}

/** Label/value rows of the loan summary. */
export function summaryRows(folio: CustomerFolio): [string, string][] {
  const q = folio.offer?.quoter;
  return [
    [t.summary.product, productName(q)],
    [t.summary.amount, money(q?.amount)],
    [
      t.summary.term,
      typeof q?.term === 'number' ? t.summary.months(q.term) : t.summary.notAvailable,
    ],
    [t.summary.payment, money(q?.payment)],
    [t.summary.tasa, percent(q?.tasa)],
    [t.summary.cat, percent(q?.cat, 1)],
    [t.summary.deposit, depositText(folio.deposit)],
  ];
}
