import { QuoterForm } from '@/components/ui/quoter-form';
import { libranza as t } from '@/copy/libranza';

import type { Option } from '../api/gateway';
import { quoteSchema } from '../schemas/quote-schema';
import type { QuoteForm as Values } from '../schemas/quote-schema';

export interface QuoteFormProps {
  branches: readonly string[];
  loadGroups: (branchId: string) => Promise<Option[]>;
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>;
  onSubmit: (v: Values, agreementName: string) => Promise<void> | void;
}

const curp = [{ name: 'curp', label: t.quoter.curp }];

/** Cotizador carta libranza: CURP, branch → agreement group → agreement (from the gateway), capacity. */
export function QuoteForm(props: QuoteFormProps) {
  return (
    <QuoterForm<Values>
      {...props}
      schema={quoteSchema}
      leadingFields={curp}
      labels={{ ...t.quoter, busy: t.quoter.searching }}
    />
  );
}
