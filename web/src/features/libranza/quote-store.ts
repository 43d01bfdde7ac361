/**
 * The cotizador's hand-off to resultados: the client and the quotations, kept in sessionStorage so a
 * reload of resultados keeps them, and gone with the tab.
 */
import type { Customer, Quotation } from './api/gateway';

export interface QuoteState {
  customer: Customer;
  branchId: string;
  agreementGroup: string;
  agreementItem: string;
  agreementName: string;
  paymentCapacity: number;
  quotations: Quotation[];
}

const KEY = 'oppnp.libranza.quote';

export function saveQuote(q: QuoteState): void {
  sessionStorage.setItem(KEY, JSON.stringify(q));
}

export function loadQuote(): QuoteState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const q = raw ? (JSON.parse(raw) as QuoteState) : null;
    return q && Array.isArray(q.quotations) && q.customer ? q : null;
  } catch {
    return null;
  }
}

export function clearQuote(): void {
  sessionStorage.removeItem(KEY);
}
