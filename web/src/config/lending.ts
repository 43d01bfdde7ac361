/**
 * Lending codes the app keeps as constants (docs/requirements.md §3 and §9): the credit types the
 * cotizador offers and the branch type codes. Their Spanish labels live in the copy catalogue
 * (copy/staff.ts quoter.creditTypes and quoter.branchTypes).
 */

/** The credit type chosen on the capture's cotizador, saved to offer/quoter/creditType. */
export const CREDIT_TYPES = ['NUEVO', 'RENOVACION', 'COMPRA_DEUDA'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

/** docs/requirements.md §9 branch type codes, as the gateway's branch records carry them. */
export const BRANCH_TYPES = ['MOVIL', 'OFFICE_TO', 'ZFISCAL', 'XXDEFAULT'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];

export function isBranchType(code: unknown): code is BranchType {
  return typeof code === 'string' && (BRANCH_TYPES as readonly string[]).includes(code);
}
