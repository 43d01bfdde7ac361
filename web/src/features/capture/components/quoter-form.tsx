import { Link } from 'react-router';

import { CREDIT_TYPES } from '@/config/lending';
import { staff } from '@/copy/es';
import { captureQuoterSchema } from '@/entities/fields/yup';
import type { CaptureQuoterValues as Values } from '@/entities/fields/yup';
import { QuoterForm as SharedQuoterForm } from '@/entities/quote/quoter-form';
import type { QuoterFormProps as SharedProps } from '@/entities/quote/quoter-form';

const t = staff.quoter;

export type QuoterValues = { [K in keyof Values]-?: string };

export interface QuoterFormProps extends Pick<
  SharedProps<Values>,
  'branches' | 'loadGroups' | 'loadAgreements' | 'checkBranch' | 'loadDetail'
> {
  defaultValues: QuoterValues;
  simulatorHref?: string;
  onSubmit: (v: Values) => Promise<void> | void;
}

/** The credit type (a choice) and the discount amount, after the agreement (docs/requirements.md §5). */
const trailingFields = [
  {
    name: 'creditType',
    label: t.creditType,
    options: CREDIT_TYPES.map((id) => ({ id, name: t.creditTypes[id] })),
  },
  { name: 'discountAmount', label: t.discountAmount },
];

/**
 * Cotizador: the shared form with the capture's labels, its credit type and discount amount, and
 * the link to the capacity simulator.
 */
export function QuoterForm({ simulatorHref, onSubmit, ...props }: QuoterFormProps) {
  return (
    <SharedQuoterForm<Values>
      {...props}
      schema={captureQuoterSchema}
      labels={{ ...t, busy: staff.common.saving }}
      intro={t.intro}
      trailingFields={trailingFields}
      capacityHint={simulatorHref ? <Link to={simulatorHref}>{t.simulate}</Link> : undefined}
      onSubmit={(v) => onSubmit(v)}
    />
  );
}
