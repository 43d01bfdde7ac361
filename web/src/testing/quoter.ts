/** The shared cotizador's gateway calls as fakes (entities/quote/quoter-form props). */
import { vi } from 'vitest';

import type { AgreementDetail, BranchProblem, Option } from '@/entities/quote/quotation';

export const DETAIL: AgreementDetail = {
  agreementId: 'CONV-IMSS-PEN',
  name: 'Pensionados IMSS',
  groupId: 'G-IMSS',
  institution: 'IMSS',
  pensioner: true,
  products: [
    {
      productId: 'PROD-PEN',
      name: 'Crédito Pensionados',
      tasa: 28.5,
      cat: 39.2,
      minTerm: 12,
      maxTerm: 60,
      minAmount: 5000,
      maxAmount: 300000,
      internalCnca: false,
    },
  ],
};

/**
 * Groups, agreements, branch checks and detail: every branch passes the checks unless `problems`
 * names it.
 */
export function quoterGateway(
  opts: {
    groups?: Option[];
    agreements?: Option[];
    problems?: Record<string, BranchProblem | Error>;
  } = {},
) {
  const groups = opts.groups ?? [{ id: 'G-IMSS', name: 'IMSS' }];
  const items = opts.agreements ?? [{ id: 'CONV-IMSS-PEN', name: 'Pensionados IMSS' }];
  return {
    loadGroups: vi.fn(async (_branchId: string) => groups),
    loadAgreements: vi.fn(async (_branchId: string, _groupId: string) => items),
    checkBranch: vi.fn(async (branchId: string): Promise<BranchProblem> => {
      const p = opts.problems?.[branchId] ?? null;
      if (p instanceof Error) throw p;
      return p;
    }),
    loadDetail: vi.fn(async (agreementId: string) => ({ ...DETAIL, agreementId })),
  };
}
