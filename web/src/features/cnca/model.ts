import type { Folio } from '@/lib/folio-contract.gen';

/** A CNCA folio as the CNCA screens read it from requests/{id}: the contract's fields, keyed by id. */
export type CncaFolio = Pick<
  Folio,
  | 'status'
  | 'taskIdCnca'
  | 'currentPromoterBpId'
  | 'curp'
  | 'createdAt'
  | 'client'
  | 'offer'
  | 'cnca'
  | 'cncaFolio'
> & { id: string };

export function folioClientName(f: CncaFolio): string {
  const c = f.client ?? {};
  return (
    c.fullName ||
    [c.names, c.firstLastName, c.secondLastName].filter(Boolean).join(' ') ||
    f.curp ||
    ''
  );
}
