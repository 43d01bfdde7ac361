/**
 * The carta libranza as the screens show it: read from requests/{id} (offer.quoter and the
 * letterLibranza group the function writes), formatted for es-MX.
 */
import { formatMXN } from '@/components/ui/money';
import { libranza as t } from '@/copy/libranza';
import type { Folio } from '@/lib/folio-contract.gen';

export type LetterFolio = Pick<
  Folio,
  'status' | 'currentPromoterBpId' | 'curp' | 'client' | 'offer' | 'letterLibranza' | 'lastUpdateAt'
> & { id: string };

export interface LetterView {
  id: string;
  client: string;
  amount: string;
  discount: string;
  term: string;
  cat: string;
  status: string;
  letterFolio: string;
  libranzaFolio: string;
  generated: boolean;
}

export function clientName(f: Pick<LetterFolio, 'client' | 'curp'>): string {
  const c = f.client ?? {};
  return (
    [c.names, c.firstLastName, c.secondLastName].filter(Boolean).join(' ') ||
    c.fullName ||
    f.curp ||
    ''
  );
}

/** The values of the letter: the generated letter's, else the chosen offer's. */
export function letterView(f: LetterFolio): LetterView {
  const l = f.letterLibranza ?? {};
  const q = f.offer?.quoter ?? {};
  const term = l.term ?? q.term;
  const cat = l.cat ?? q.cat;
  const generated = !!l.letterFolio && l.status !== undefined;
  return {
    id: f.id,
    client: clientName(f),
    amount: formatMXN(l.totalAmount ?? q.amount),
    discount: formatMXN(l.discountAmount ?? q.payment),
    term: term ? t.months(term) : '',
    cat: typeof cat === 'number' ? t.percent(cat) : '',
    status: generated ? (t.status[l.status ?? ''] ?? l.status ?? '') : t.letter.pending,
    letterFolio: l.letterFolio ?? '',
    libranzaFolio: l.libranzaFolio ?? '',
    generated,
  };
}

/** Mis cartas: the promoter's folios that are carta libranza folios, newest first. */
export function myLetters(folios: Record<string, Omit<LetterFolio, 'id'>> | null): LetterFolio[] {
  return Object.entries(folios ?? {})
    .map(([id, f]) => ({ ...f, id }))
    .filter((f) => f.letterLibranza !== undefined || f.status === 'letterLibranza')
    .sort((a, b) => (b.lastUpdateAt ?? 0) - (a.lastUpdateAt ?? 0));
}
