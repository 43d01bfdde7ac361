import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';

import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatMXN } from '@/components/ui/money';
import { staff } from '@/copy/es';
import { useStore } from '@/stores/create-store';
import { setSimulatorInputs, simulatorStore } from '@/stores/simulator';

import { simulatorSchema } from '../schemas/simulator-schema';
import type { SimulatorForm as Values } from '../schemas/simulator-schema';
import { SubmitButton } from './step-submit';

const t = staff.simulator;

export type SimulatorValues = { perceptions: string; deductions: string };

const asNumber = (v: string | undefined) => {
  const n = Number((v ?? '').trim() || 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Capacidad de pago (docs/requirements.md §3 simulator): paymentCapacity = 0.3 × (perceptions − deductions), shown
 * with 2 decimals as the promoter types, from the app's simulator store.
 */
export function SimulatorForm({
  defaultValues = { perceptions: '', deductions: '' },
  submitLabel,
  onSubmit,
}: {
  defaultValues?: SimulatorValues;
  submitLabel?: string;
  onSubmit?: (v: Values & { paymentCapacity: string }) => Promise<void> | void;
}) {
  const form = useSchemaForm<SimulatorValues, Values>(simulatorSchema, defaultValues);
  const { control } = form;
  const { isSubmitting } = form.formState;
  const perceptions = useWatch({ control, name: 'perceptions' });
  const deductions = useWatch({ control, name: 'deductions' });
  useEffect(() => {
    setSimulatorInputs({ perceptions: asNumber(perceptions), deductions: asNumber(deductions) });
  }, [perceptions, deductions]);
  const capacity = useStore(simulatorStore, (s) => s.paymentCapacity);

  return (
    <Form form={form} onSubmit={async (v) => onSubmit?.({ ...v, paymentCapacity: capacity })}>
      <p>{t.intro}</p>
      <TextField id="perceptions" label={t.perceptions} inputMode="decimal" name="perceptions" />
      <TextField
        id="deductions"
        label={t.deductions}
        inputMode="decimal"
        optional
        name="deductions"
      />
      <p>
        {t.result}:{' '}
        <output htmlFor="perceptions deductions" aria-label={t.result} data-value={capacity}>
          {formatMXN(capacity)}
        </output>
      </p>
      {onSubmit && <SubmitButton busy={isSubmitting} label={submitLabel ?? t.submit} />}
    </Form>
  );
}
