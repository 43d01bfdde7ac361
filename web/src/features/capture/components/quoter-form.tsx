import { Link } from 'react-router';

import { QuoterForm as SharedQuoterForm } from '@/components/ui/quoter-form';
import type { QuoterFormProps as SharedProps } from '@/components/ui/quoter-form';
import { staff } from '@/copy/es';
import type { QuoterValues as Values } from '@/lib/yup';

const t = staff.quoter;

export type QuoterValues = { [K in keyof Values]: string };

export interface QuoterFormProps extends Pick<
  SharedProps<Values>,
  'branches' | 'loadGroups' | 'loadAgreements' | 'checkBranch' | 'loadDetail'
> {
  defaultValues: QuoterValues;
  simulatorHref?: string;
  onSubmit: (v: Values) => Promise<void> | void;
}

/** Cotizador: the shared form with the capture's labels and the link to the capacity simulator. */
export function QuoterForm({ simulatorHref, onSubmit, ...props }: QuoterFormProps) {
  return (
    <SharedQuoterForm<Values>
      {...props}
      labels={{ ...t, busy: staff.common.saving }}
      intro={t.intro}
      capacityHint={simulatorHref ? <Link to={simulatorHref}>{t.simulate}</Link> : undefined}
      onSubmit={(v) => onSubmit(v)}
    />
  );
}
