import { useState } from 'react';
import { useNavigate } from 'react-router';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';
import type { Credit } from '@/entities/quote/quotation';
import { useOnce } from '@/lib/use-once';

import { customerCredits } from '../api/gateway';
import { creditSlot, MAX_SETTLED_CREDITS } from '../optional-steps';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';

const t = staff.settle;

/** Lender, product, balance and payment of a credit (after its settle checkbox). */
const COLUMNS: DataColumn<Credit>[] = [
  { header: t.lender, cell: (c) => c.lender },
  { header: t.product, cell: (c) => c.product },
  { header: t.balance, cell: (c) => formatMXN(c.balance) },
  { header: t.payment, cell: (c) => formatMXN(c.payment) },
];

/** The credits chosen for settlement, as the folio stores them: slots c1, c2… (at most 20). */
export function settlement(credits: Credit[], chosen: ReadonlySet<string>) {
  const picked = credits
    .filter((c) => c.settleable && chosen.has(c.creditId))
    .slice(0, MAX_SETTLED_CREDITS);
  const total = Math.round(picked.reduce((s, c) => s + c.balance, 0) * 100) / 100;
  return {
    count: picked.length,
    totalToSettle: total,
    credits: Object.fromEntries(
      picked.map((c, i) => [
        creditSlot(i),
        {
          creditId: c.creditId,
          lender: c.lender,
          balance: c.balance,
          payment: c.payment,
          internal: c.internal === true,
        },
      ]),
    ),
  };
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const curp = request.curp ?? '';
  const loaded = useOnce(() => customerCredits(curp), [curp]);
  const [chosen, setChosen] = useState<Set<string>>(
    () =>
      new Set(
        Object.values(request.settleCredits?.credits ?? {}).flatMap((c) =>
          c.creditId ? [c.creditId] : [],
        ),
      ),
  );
  const [busy, setBusy] = useState(false);

  if (loaded.loading) return <p role="status">{staff.common.loading}</p>;
  if (loaded.error !== undefined) {
    return (
      <>
        <p role="alert" className="alert">
          {t.loadError}
        </p>
        <button type="button" onClick={loaded.retry}>
          {t.retry}
        </button>
      </>
    );
  }
  const credits = loaded.data?.credits ?? [];
  const plan = settlement(credits, chosen);
  const toggle = (creditId: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(creditId)) next.delete(creditId);
      else if (next.size < MAX_SETTLED_CREDITS) next.add(creditId);
      return next;
    });

  const submit = async () => {
    setBusy(true);
    const ok = await save(
      { settleCredits: plan },
      statusAfterStep(request.status, 'settleCredits'),
    );
    setBusy(false);
    if (ok) navigate(stepHref('depositIndividuals', id)!);
  };

  return (
    <>
      <p>{credits.length === 0 ? t.none : t.intro}</p>
      <DataTable
        rows={credits}
        rowKey={(c) => c.creditId}
        empty={null}
        columns={[
          {
            header: t.settle,
            cell: (c) =>
              c.settleable ? (
                <input
                  type="checkbox"
                  style={{ width: 'auto' }}
                  aria-label={`${t.settle} ${c.lender} ${c.product}`}
                  checked={chosen.has(c.creditId)}
                  disabled={!chosen.has(c.creditId) && chosen.size >= MAX_SETTLED_CREDITS}
                  onChange={() => toggle(c.creditId)}
                />
              ) : (
                t.notSettleable
              ),
          },
          ...COLUMNS,
        ]}
      />
      {chosen.size >= MAX_SETTLED_CREDITS && <p role="status">{t.max(MAX_SETTLED_CREDITS)}</p>}
      <p>
        {t.total}: <strong>{formatMXN(plan.totalToSettle)}</strong>
      </p>
      <p>
        <button type="button" disabled={busy} onClick={submit}>
          {busy ? staff.common.saving : staff.common.continue}
        </button>
      </p>
    </>
  );
}

export function SettleCreditsStep() {
  return (
    <FolioGate title={es.screens.settleCredits} step="settleCredits">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
