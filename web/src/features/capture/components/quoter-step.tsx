import { useNavigate } from 'react-router';

import { es } from '@/copy/es';
import { requestBranch, statusAfterStep } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';
import { quotableBranches } from '@/entities/quote/quotation';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { folioHref, stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { QuoterForm } from './quoter-form';
import type { QuoterValues } from './quoter-form';

/** The form's values from what the folio already holds. */
export function quoterDefaults(r: LoanRequest, branches: readonly string[]): QuoterValues {
  const a = r.offer?.quoter?.agreement;
  const capacity = Number(r.capacitySimulator?.paymentCapacity ?? 0);
  return {
    branchId: requestBranch(r) ?? (branches.length === 1 ? branches[0]! : ''),
    agreementGroup: a?.agreementGroup ?? '',
    agreementItem: a?.agreementItem ?? '',
    creditType: r.offer?.quoter?.creditType ?? '',
    discountAmount: String(r.offer?.quoter?.discountAmount ?? ''),
    paymentCapacity: capacity > 0 ? capacity.toFixed(2) : '',
  };
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const branches = quotableBranches(useStore(sessionStore, (s) => s.branches));
  return (
    <QuoterForm
      branches={branches}
      defaultValues={quoterDefaults(request, branches)}
      simulatorHref={folioHref('paymentCapacity', id)}
      onSubmit={async (v) => {
        const ok = await save(
          {
            'offer/quoter/agreement': {
              agreementGroup: v.agreementGroup,
              agreementItem: v.agreementItem,
              branch: { branchID: v.branchId },
            },
            'offer/quoter/creditType': v.creditType,
            // Optional, saved empty: the rules refuse deleting a capture field.
            'offer/quoter/discountAmount': v.discountAmount ?? '',
            'capacitySimulator/paymentCapacity': Number(v.paymentCapacity).toFixed(2),
          },
          statusAfterStep(request.status, 'quoter'),
        );
        if (ok) navigate(stepHref('quoterResult', id)!);
      }}
    />
  );
}

export function QuoterStep() {
  return (
    <FolioGate title={es.screens.quoter} step="quoter">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
