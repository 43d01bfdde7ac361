import { cnca } from '@/copy/cnca';
import { indexedValues } from '@/lib/folio-contract.gen';
import type { Indexed } from '@/lib/folio-contract.gen';

/** A credit list of the folio's cnca group, in either shape the database answers it. */
export function CreditList({
  title,
  credits,
}: {
  title: string;
  credits: Indexed<string> | undefined;
}) {
  const ids = indexedValues(credits);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {ids.length > 0 ? (
        <ul>
          {ids.map((id) => (
            <li key={id}>{id}</li>
          ))}
        </ul>
      ) : (
        <p>{cnca.partial.none}</p>
      )}
    </section>
  );
}
