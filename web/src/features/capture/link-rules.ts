/** When "Enviar liga al cliente" is possible: both INE sides uploaded, status documents, a phone. */
import { staff } from '@/copy/es';
import type { LoanRequest } from '@/entities/folio/request-model';

import { INE_SIDES } from './components/documents-form';

const t = staff.documents;

/** Both INE sides are on the folio. */
export function hasIne(r: LoanRequest): boolean {
  return INE_SIDES.every(({ key }) => !!r.documents?.[key]?.gatewayId);
}

/** Why the link cannot be sent yet, or null. */
export function linkBlocker(r: LoanRequest): string | null {
  if (!hasIne(r) || r.status !== 'documents') return t.needDocuments;
  if (!r.client?.phone) return t.needPhone;
  return null;
}
