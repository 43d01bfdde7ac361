import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { staff } from '@/copy/es';

import type { Option } from '../api/gateway';
import { quoterSchema } from '../schemas/quoter-schema';
import type { QuoterForm as Values } from '../schemas/quoter-schema';
import { SelectField, SubmitButton, TextField } from './fields';

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

const toOptions = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** Cotizador: branch → agreement group → agreement (each list from the gateway), capacity. */
export function QuoterForm(props: QuoterFormProps) {
  const { branches, defaultValues, loadGroups, loadAgreements, simulatorHref, onSubmit } = props;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuoterValues, unknown, Values>({
    resolver: yupResolver(quoterSchema) as never,
    defaultValues,
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
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>{t.intro}</p>
      <SelectField
        id="branchId"
        label={t.branch}
        error={errors.branchId}
        registration={register('branchId')}
        options={branches.map((b) => ({ value: b, label: b }))}
      />
      <SelectField
        id="agreementGroup"
        label={t.group}
        error={errors.agreementGroup}
        registration={register('agreementGroup')}
        options={toOptions(groupList)}
      />
      <SelectField
        id="agreementItem"
        label={t.agreement}
        error={errors.agreementItem}
        registration={register('agreementItem')}
        options={toOptions(itemList)}
      />
      {branchId && groups.key === branchId && groupList.length === 0 && (
        <p role="status">{t.noOptions}</p>
      )}
      <TextField
        id="paymentCapacity"
        label={t.paymentCapacity}
        inputMode="decimal"
        error={errors.paymentCapacity}
        registration={register('paymentCapacity')}
        hint={simulatorHref ? <Link to={simulatorHref}>{t.simulate}</Link> : undefined}
      />
      <SubmitButton busy={isSubmitting} label={t.submit} />
    </form>
  );
}
