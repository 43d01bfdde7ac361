import { Link } from 'react-router';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { href } from '@/config/paths';
import { libranza as t } from '@/copy/libranza';

import type { LetterFolio } from '../model';
import { letterView } from '../model';

const l = t.letter;

/** A folio with the letter's view of it (amount, discount, term… as shown). */
interface LetterRow {
  id: string;
  view: ReturnType<typeof letterView>;
}

const COLUMNS: DataColumn<LetterRow>[] = [
  {
    header: l.folio,
    cell: (r) => <Link to={href('letterLibranza', { folio: r.id })}>{r.id}</Link>,
  },
  { header: l.client, cell: (r) => r.view.client },
  { header: l.amount, cell: (r) => r.view.amount },
  { header: l.discount, cell: (r) => r.view.discount },
  { header: l.term, cell: (r) => r.view.term },
  { header: l.letterFolio, cell: (r) => r.view.letterFolio },
  { header: l.status, cell: (r) => r.view.status },
];

/** Mis cartas: one row per carta libranza folio of the promoter, with a link to its letter. */
export function LettersTable({ letters }: { letters: LetterFolio[] }) {
  return (
    <DataTable
      rows={letters.map((f) => ({ id: f.id, view: letterView(f) }))}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      caption={t.myLetters.caption}
      empty={<p role="status">{t.myLetters.empty}</p>}
    />
  );
}
