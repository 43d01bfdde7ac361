/**
 * Lending codes the app keeps as constants (docs/requirements.md §3 and §9): the credit types the
 * cotizador offers and the branch type codes. Their Spanish labels live in the copy catalogue
 * (copy/staff.ts quoter.creditTypes, copy/staff-lists.ts staffBranchTypes).
 */

/** The credit type chosen on the capture's cotizador, saved to offer/quoter/creditType. */
export const CREDIT_TYPES = ['NUEVO', 'RENOVACION', 'COMPRA_DEUDA'] as const;

/** docs/requirements.md §9 branch type codes, as the gateway's branch records carry them. */
export const BRANCH_TYPES = ['MOVIL', 'OFFICE_TO', 'ZFISCAL', 'XXDEFAULT'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];

export function isBranchType(code: unknown): code is BranchType {
  return typeof code === 'string' && (BRANCH_TYPES as readonly string[]).includes(code);
}

/**
 * docs/requirements.md §9: home links exist for three lending brands. The specification names
 * neither the brands nor their addresses, so they come from the Remote Config parameter
 * `brand_home_links` (a JSON list of { brand, url }); the constant below is the fallback, empty
 * until the client gives them.
 */
export const BRAND_HOME_LINKS_KEY = 'brand_home_links';
export const BRAND_COUNT = 3;

export interface BrandHomeLink {
  brand: string;
  url: string;
}

export const BRAND_HOME_LINKS: readonly BrandHomeLink[] = [];

/** The usable links of a Remote Config value: named, http(s), at most the three brands. */
export function brandHomeLinks(raw: unknown): BrandHomeLink[] {
  if (!Array.isArray(raw)) return [...BRAND_HOME_LINKS];
  return raw
    .filter(
      (l): l is BrandHomeLink =>
        typeof l?.brand === 'string' &&
        l.brand.trim() !== '' &&
        typeof l?.url === 'string' &&
        /^https?:\/\//.test(l.url),
    )
    .slice(0, BRAND_COUNT)
    .map((l) => ({ brand: l.brand.trim(), url: l.url }));
}
