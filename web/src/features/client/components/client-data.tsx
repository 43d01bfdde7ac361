import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { client as t } from '@/copy/client';
import { customerName } from '@/entities/quote/quotation';
import type { Credit, CustomerSearchResult } from '@/entities/quote/quotation';

const CREDIT_COLUMNS: DataColumn<Credit>[] = [
  { header: t.credits.id, cell: (c) => c.creditId },
  { header: t.credits.lender, cell: (c) => c.lender },
  { header: t.credits.product, cell: (c) => c.product },
  { header: t.credits.balance, cell: (c) => formatMXN(c.balance) },
  { header: t.credits.payment, cell: (c) => formatMXN(c.payment) },
  { header: t.credits.kind, cell: (c) => (c.internal ? t.credits.internal : t.credits.external) },
  {
    header: t.credits.settleable,
    cell: (c) => (c.settleable ? t.positive.yes : t.positive.no),
  },
];

/** The client's identity and contact data, and its credits, as the gateway knows them. */
export function ClientData({ result }: { result: CustomerSearchResult }) {
  const c = result.customer;
  const rows: [string, string][] = [
    [t.data.name, customerName(c)],
    [t.data.curp, c.curp],
    [t.data.rfc, c.rfc],
    [t.data.nss, c.nss],
    [t.data.bpId, c.bpId],
    [t.data.birthDate, c.birthDate],
    [t.data.phone, c.phone],
    [t.data.email, c.email],
  ];
  return (
    <>
      <section aria-labelledby="client-data">
        <h2 id="client-data">{t.data.title}</h2>
        <dl>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DataTable
        rows={result.credits}
        rowKey={(c) => c.creditId}
        caption={t.credits.caption}
        empty={<p role="status">{t.credits.none}</p>}
        columns={CREDIT_COLUMNS}
      />
    </>
  );
}

/** UIF list, bulletin and CNCA eligibility: what the promoter must see before starting. */
export function Eligibility({ result }: { result: CustomerSearchResult }) {
  const p = t.positive;
  return (
    <section aria-labelledby="client-eligibility">
      <h2 id="client-eligibility">{p.eligibility}</h2>
      <dl>
        <div>
          <dt>{p.uif}</dt>
          <dd data-testid="client-uif">{result.uif ? p.yes : p.no}</dd>
        </div>
        <div>
          <dt>{p.bulletin}</dt>
          <dd data-testid="client-bulletin">{result.bulletined ? p.yes : p.no}</dd>
        </div>
        <div>
          <dt>{p.cnca}</dt>
          <dd>{result.cncaEligible ? p.eligible : p.notEligible}</dd>
        </div>
      </dl>
    </section>
  );
}
