import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { cnca } from '@/copy/cnca';

import type { Option } from '../api/gateway';
import { cncaQuoterSchema } from '../schemas/cnca-quoter-schema';
import type { CncaQuoterForm as Values } from '../schemas/cnca-quoter-schema';
import { SelectField } from './select-field';

const t = cnca.quoter;

type Raw = { [K in keyof Values]: string };

export interface CncaQuoterFormProps {
  branches: readonly string[];
  loadGroups: (branchId: string) => Promise<Option[]>;
  loadAgreements: (branchId: string, groupId: string) => Promise<Option[]>;
  onSubmit: (v: Values) => Promise<void> | void;
}

const toOptions = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** Branch → agreement group → agreement (each list from the gateway) and the payment capacity. */
export function CncaQuoterForm({
  branches,
  loadGroups,
  loadAgreements,
  onSubmit,
}: CncaQuoterFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Raw, unknown, Values>({
    resolver: yupResolver(cncaQuoterSchema) as never,
    defaultValues: {
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
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t.title}>
      <h2>{t.title}</h2>
      <SelectField
        id="cnca-branch"
        label={t.branch}
        error={errors.branchId?.message}
        registration={register('branchId')}
        options={branches.map((b) => ({ value: b, label: b }))}
      />
      <SelectField
        id="cnca-group"
        label={t.group}
        error={errors.agreementGroup?.message}
        registration={register('agreementGroup')}
        options={toOptions(groupList)}
      />
      <SelectField
        id="cnca-agreement"
        label={t.agreement}
        error={errors.agreementItem?.message}
        registration={register('agreementItem')}
        options={toOptions(itemList)}
      />
      <TextField
        id="cnca-capacity"
        label={t.paymentCapacity}
        inputMode="decimal"
        autoComplete="off"
        error={errors.paymentCapacity?.message}
        {...register('paymentCapacity')}
      />
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.quoting : t.submit}
        </button>
      </p>
    </form>
  );
}
