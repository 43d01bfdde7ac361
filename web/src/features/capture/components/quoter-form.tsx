import { Link } from 'react-router';

import { QuoterForm as SharedQuoterForm } from '@/components/ui/quoter-form';
import { staff } from '@/copy/es';
import type { Option } from '@/lib/quotation';

import { quoterSchema } from '../schemas/quoter-schema';
import type { QuoterForm as Values } from '../schemas/quoter-schema';

const t = staff.quoter;

export type QuoterValues = { [K in keyof Values]: string };

export interface QuoterFormProps {
  branches: readonly string[];
  defaultValues: QuoterValues;
  loadGroups: (branchId: string) => Promise<Option[]>;
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>;
  simulatorHref?: string;
  onSubmit: (v: Values) => Promise<void> | void;
}

/** Cotizador: branch → agreement group → agreement (each list from the gateway), capacity. */
export function QuoterForm({ simulatorHref, onSubmit, ...props }: QuoterFormProps) {
  return (
    <SharedQuoterForm<Values>
      {...props}
      schema={quoterSchema}
      labels={{ ...t, busy: staff.common.saving }}
      intro={t.intro}
      capacityHint={simulatorHref ? <Link to={simulatorHref}>{t.simulate}</Link> : undefined}
      onSubmit={(v) => onSubmit(v)}
    />
  );
}
