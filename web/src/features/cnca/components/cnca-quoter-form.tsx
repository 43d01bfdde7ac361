import { QuoterForm } from '@/components/ui/quoter-form';
import { cnca } from '@/copy/cnca';
import type { Option } from '@/lib/quotation';

import { cncaQuoterSchema } from '../schemas/cnca-quoter-schema';
import type { CncaQuoterForm as Values } from '../schemas/cnca-quoter-schema';

const t = cnca.quoter;

export interface CncaQuoterFormProps {
  branches: readonly string[];
  loadGroups: (branchId: string) => Promise<Option[]>;
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>;
  onSubmit: (v: Values) => Promise<void> | void;
}

const ids = {
  branchId: 'cnca-branch',
  agreementGroup: 'cnca-group',
  agreementItem: 'cnca-agreement',
  paymentCapacity: 'cnca-capacity',
};

/** Branch → agreement group → agreement (each list from the gateway) and the payment capacity. */
export function CncaQuoterForm({ onSubmit, ...props }: CncaQuoterFormProps) {
  return (
    <QuoterForm<Values>
      {...props}
      schema={cncaQuoterSchema}
      ids={ids}
      title={t.title}
      labels={{ ...t, busy: t.quoting }}
      onSubmit={(v) => onSubmit(v)}
    />
  );
}
