import { cnca } from '@/copy/cnca';
import type { QuoterValues as Values } from '@/entities/fields/yup';
import { QuoterForm } from '@/entities/quote/quoter-form';
import type { QuoterFormProps } from '@/entities/quote/quoter-form';

const t = cnca.quoter;

export type CncaQuoterFormProps = Pick<
  QuoterFormProps<Values>,
  'branches' | 'loadGroups' | 'loadAgreements' | 'checkBranch' | 'loadDetail'
> & { onSubmit: (v: Values) => Promise<void> | void };

const ids = {
  branchId: 'cnca-branch',
  agreementGroup: 'cnca-group',
  agreementItem: 'cnca-agreement',
  paymentCapacity: 'cnca-capacity',
};

/** The shared cotizador with the CNCA labels and element ids. */
export function CncaQuoterForm({ onSubmit, ...props }: CncaQuoterFormProps) {
  return (
    <QuoterForm<Values>
      {...props}
      ids={ids}
      title={t.title}
      labels={{ ...t, busy: t.quoting }}
      onSubmit={(v) => onSubmit(v)}
    />
  );
}
