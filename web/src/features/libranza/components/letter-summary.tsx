import { libranza as t } from '@/copy/libranza';

import type { LetterView } from '../model';

/** The letter's values: amount, monthly discount, term, CAT, status and its folios. */
export function LetterSummary({ view }: { view: LetterView }) {
  const l = t.letter;
  const rows: [string, string][] = [
    [l.client, view.client],
    [l.amount, view.amount],
    [l.discount, view.discount],
    [l.term, view.term],
    [l.cat, view.cat],
    [l.status, view.status],
  ];
  if (view.generated) {
    rows.push([l.letterFolio, view.letterFolio], [l.libranzaFolio, view.libranzaFolio]);
  }
  return (
    <dl
      className="letter-summary"
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1.5rem' }}
    >
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{k}</dt>
          <dd style={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
