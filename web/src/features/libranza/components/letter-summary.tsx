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
    <dl className="letter-summary">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
