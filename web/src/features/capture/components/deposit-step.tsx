import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { RadioField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { es, staff } from '@/copy/es';
import {
  ACCOUNT_TYPE,
  DEFAULT_BANK_CODE,
  PAYMENT_METHODS,
  statusAfterStep,
} from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';

import { requiresLcom } from '../optional-steps';
import { depositSchema } from '../schemas/deposit-schema';
import type { DepositForm as Values } from '../schemas/deposit-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { SubmitButton } from './step-submit';

const t = staff.deposit;

export type DepositValues = {
  paymentMethod: string;
  bankCode: string;
  accountKind: string;
  clabe: string;
  accountNumber: string;
  paymentAccount: string;
};

export const emptyDeposit: DepositValues = {
  paymentMethod: '',
  bankCode: DEFAULT_BANK_CODE,
  accountKind: 'clabe',
  clabe: '',
  accountNumber: '',
  paymentAccount: '',
};

export function depositDefaults(r: LoanRequest): DepositValues {
  const d = r.deposit;
  if (!d?.paymentMethod) return emptyDeposit;
  return {
    paymentMethod: String(d.paymentMethod),
    bankCode: d.bankCode ?? DEFAULT_BANK_CODE,
    accountKind: d.accountNumber ? 'account' : 'clabe',
    clabe: d.clabe ?? '',
    accountNumber: d.accountNumber ?? '',
    paymentAccount: d.paymentAccount ?? '',
  };
}

/** The deposit record the rules accept: method 6 carries the bank, CLABE or account and 'ZIFE'. */
export function depositRecord(v: Values): Record<string, unknown> {
  const paymentMethod = Number(v.paymentMethod);
  if (paymentMethod !== 6) return { paymentMethod };
  return {
    paymentMethod,
    bankCode: v.bankCode ?? DEFAULT_BANK_CODE,
    accountType: ACCOUNT_TYPE,
    ...(v.accountKind === 'account' ? { accountNumber: v.accountNumber } : { clabe: v.clabe }),
    ...(v.paymentAccount ? { paymentAccount: v.paymentAccount } : {}),
  };
}

export function DepositForm({
  defaultValues = emptyDeposit,
  onSubmit,
}: {
  defaultValues?: DepositValues;
  onSubmit: (v: Values) => Promise<void> | void;
}) {
  const form = useSchemaForm<DepositValues, Values>(depositSchema, defaultValues);
  const { control } = form;
  const { isSubmitting } = form.formState;
  const method = useWatch({ control, name: 'paymentMethod' });
  const kind = useWatch({ control, name: 'accountKind' });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{t.intro}</p>
      <RadioField
        id="paymentMethod"
        label={t.method}
        name="paymentMethod"
        options={PAYMENT_METHODS.map((m) => ({ value: String(m), label: t.methods[m]! }))}
      />
      {method === '6' && (
        <>
          <TextField id="bankCode" label={t.bankCode} inputMode="numeric" name="bankCode" />
          <RadioField
            id="accountKind"
            label={t.accountKind}
            name="accountKind"
            options={[
              { value: 'clabe', label: t.clabeOption },
              { value: 'account', label: t.accountOption },
            ]}
          />
          {kind === 'account' ? (
            <TextField
              id="accountNumber"
              label={t.account}
              inputMode="numeric"
              name="accountNumber"
            />
          ) : (
            <TextField id="clabe" label={t.clabe} inputMode="numeric" name="clabe" />
          )}
          <TextField
            id="paymentAccount"
            label={t.paymentAccount}
            inputMode="numeric"
            name="paymentAccount"
          />
        </>
      )}
      <SubmitButton busy={isSubmitting} />
    </Form>
  );
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  return (
    <DepositForm
      defaultValues={depositDefaults(request)}
      onSubmit={async (v) => {
        const lcom = requiresLcom(request);
        const ok = await save(
          { deposit: depositRecord(v) },
          statusAfterStep(request.status, 'depositIndividuals', lcom ? ['lcom'] : []),
        );
        if (ok) navigate(stepHref(lcom ? 'lcom' : 'clientReference', id)!);
      }}
    />
  );
}

export function DepositStep() {
  return (
    <FolioGate title={es.screens.depositIndividuals} step="depositIndividuals">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
