/** A CNCA folio as the CNCA screens read it from requests/{id}. */
export interface CncaFolio {
  id: string;
  status: string;
  taskIdCnca?: string;
  currentPromoterBpId?: string;
  curp?: string;
  createdAt?: number;
  client?: { names?: string; firstLastName?: string; secondLastName?: string; fullName?: string };
  offer?: { quoter?: { amount?: number; term?: number; payment?: number; product?: string } };
  cnca?: {
    code?: string;
    creditIds?: string[];
    discharged?: string[];
    pending?: string[];
    outcome?: string;
    biometric?: string;
    linkedRequest?: string;
    cancelledAt?: number;
    linkedAt?: number;
  };
  /** On a request a CNCA discharge led to: that CNCA folio. */
  cncaFolio?: string;
}

export function folioClientName(f: CncaFolio): string {
  const c = f.client ?? {};
  return (
    c.fullName ||
    [c.names, c.firstLastName, c.secondLastName].filter(Boolean).join(' ') ||
    f.curp ||
    ''
  );
}
