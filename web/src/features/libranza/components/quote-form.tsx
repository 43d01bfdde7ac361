import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { libranza as t } from '@/copy/libranza';

import type { Option } from '../api/gateway';
import { quoteSchema } from '../schemas/quote-schema';
import type { QuoteForm as Values } from '../schemas/quote-schema';
import { SelectField } from './select-field';

type Raw = { [K in keyof Values]: string };

export interface QuoteFormProps {
  branches: readonly string[];
  loadGroups: (branchId: string) => Promise<Option[]>;
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>;
  onSubmit: (v: Values, agreementName: string) => Promise<void> | void;
}

const toOptions = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** Cotizador carta libranza: CURP, branch → agreement group → agreement (from the gateway), capacity. */
export function QuoteForm({ branches, loadGroups, loadAgreements, onSubmit }: QuoteFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Raw, unknown, Values>({
    resolver: yupResolver(quoteSchema) as never,
    defaultValues: {
      curp: '',
      branchId: branches.length === 1 ? branches[0] : '',
      agreementGroup: '',
      agreementItem: '',
      paymentCapacity: '',
    },
  });
  const branchId = useWatch({ control, name: 'branchId' });
  const groupId = useWatch({ control, name: 'agreementGroup' });
  const [groups, setGroups] = useState<{ key: string; list: Option[] }>({ key: '', list: [] });
  const [items, setItems] = useState<{ key: string; list: Option[] }>({ key: '', list: [] });

  useEffect(() => {
    if (!branchId) return;
    let live = true;
    loadGroups(branchId)
      .then((list) => live && setGroups({ key: branchId, list }))
      .catch(() => live && setGroups({ key: branchId, list: [] }));
    return () => {
      live = false;
    };
  }, [branchId, loadGroups]);

  useEffect(() => {
    if (!branchId || !groupId) return;
    let live = true;
    const key = `${branchId}|${groupId}`;
    loadAgreements(branchId, groupId)
      .then((list) => live && setItems({ key, list }))
      .catch(() => live && setItems({ key, list: [] }));
    return () => {
      live = false;
    };
  }, [branchId, groupId, loadAgreements]);

  const groupList = branchId && groups.key === branchId ? groups.list : [];
  const itemList = groupId && items.key === `${branchId}|${groupId}` ? items.list : [];

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        onSubmit(v, itemList.find((o) => o.id === v.agreementItem)?.name ?? v.agreementItem),
      )}
    >
      <TextField
        id="curp"
        label={t.quoter.curp}
        autoComplete="off"
        error={errors.curp?.message}
        {...register('curp')}
      />
      <SelectField
        id="branchId"
        label={t.quoter.branch}
        error={errors.branchId}
        registration={register('branchId')}
        options={branches.map((b) => ({ value: b, label: b }))}
      />
      <SelectField
        id="agreementGroup"
        label={t.quoter.group}
        error={errors.agreementGroup}
        registration={register('agreementGroup')}
        options={toOptions(groupList)}
      />
      <SelectField
        id="agreementItem"
        label={t.quoter.agreement}
        error={errors.agreementItem}
        registration={register('agreementItem')}
        options={toOptions(itemList)}
      />
      <TextField
        id="paymentCapacity"
        label={t.quoter.paymentCapacity}
        inputMode="decimal"
        error={errors.paymentCapacity?.message}
        {...register('paymentCapacity')}
      />
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.quoter.searching : t.quoter.submit}
      </button>
    </form>
  );
}
