import { Link } from 'react-router';

import { href } from '@/config/paths';
import { libranza as t } from '@/copy/libranza';

import type { LetterFolio } from '../model';
import { letterView } from '../model';

/** Mis cartas: one row per carta libranza folio of the promoter, with a link to its letter. */
export function LettersTable({ letters }: { letters: LetterFolio[] }) {
  if (letters.length === 0) return <p role="status">{t.myLetters.empty}</p>;
  const l = t.letter;
  return (
    <table>
      <caption>{t.myLetters.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{l.folio}</th>
          <th scope="col">{l.client}</th>
          <th scope="col">{l.amount}</th>
          <th scope="col">{l.discount}</th>
          <th scope="col">{l.term}</th>
          <th scope="col">{l.letterFolio}</th>
          <th scope="col">{l.status}</th>
        </tr>
      </thead>
      <tbody>
        {letters.map((f) => {
          const v = letterView(f);
          return (
            <tr key={f.id}>
              <td>
                <Link to={href('letterLibranza', { folio: f.id })}>{f.id}</Link>
              </td>
              <td>{v.client}</td>
              <td>{v.amount}</td>
              <td>{v.discount}</td>
              <td>{v.term}</td>
              <td>{v.letterFolio}</td>
              <td>{v.status}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
