import { libranza as t } from '@/copy/libranza';
import { QuoterForm } from '@/entities/quote/quoter-form';
import type { QuoterFormProps } from '@/entities/quote/quoter-form';

import { quoteSchema } from '../schemas/quote-schema';
import type { QuoteForm as Values } from '../schemas/quote-schema';

export type QuoteFormProps = Pick<
  QuoterFormProps<Values>,
  'branches' | 'loadGroups' | 'loadAgreements' | 'checkBranch' | 'loadDetail' | 'onSubmit'
>;

const curp = [{ name: 'curp', label: t.quoter.curp }];

/** The shared cotizador with the client's CURP first (carta libranza). */
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
