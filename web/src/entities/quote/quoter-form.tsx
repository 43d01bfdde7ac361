/**
 * The cotizador form of the capture, CNCA and carta libranza flows: branch → agreement group →
 * agreement (each list loaded from the gateway once the one before it is chosen), the agreement's
 * detail, and the payment capacity. A chosen branch is checked live first (getBranchActive, then
 * verifyBranchGroup): a refused one shows the docs/requirements.md §6 message, loads no lists and
 * cannot be quoted. Each flow brings its labels and ids, and any text field of its own that goes
 * before the lists (the carta libranza CURP, with its schema); the gateway calls default to
 * entities/quote/quotation's.
 */
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import { SelectField, TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { FormSchema } from '@/components/form/use-schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { staff } from '@/copy/es';
import { quoterSchema } from '@/entities/fields/yup';
import { AgreementDetail } from '@/entities/quote/agreement-detail';
import {
  agreementDetail,
  agreementGroups,
  agreements,
  checkBranch as liveBranchCheck,
} from '@/entities/quote/quotation';
import type { AgreementDetail as Detail, BranchProblem, Option } from '@/entities/quote/quotation';

import { useAgreementLists } from './use-agreement-lists';
import { useBranchCheck } from './use-branch-check';

export type QuoterField = 'branchId' | 'agreementGroup' | 'agreementItem' | 'paymentCapacity';

export interface QuoterLabels {
  branch: string;
  group: string;
  agreement: string;
  paymentCapacity: string;
  submit: string;
  /** The button's text while the submit runs. */
  busy: string;
  /** Shown when the chosen branch has no agreement groups. */
  noOptions?: string;
}

export interface QuoterTextField {
  name: string;
  label: string;
  id?: string;
}

/** A field after the agreement: a select when it has options, else a text input. */
export interface QuoterExtraField extends QuoterTextField {
  options?: readonly Option[];
}

export interface QuoterFormProps<V> {
  /** Validates the four quoter fields and any extra ones (entities/fields/yup quoterSchema by default). */
  schema?: FormSchema;
  branches: readonly string[];
  /** Raw field values; a missing one starts empty (the branch: the only one, if just one). */
  defaultValues?: Readonly<Record<string, string>>;
  loadGroups?: (branchId: string) => Promise<Option[]>;
  loadAgreements?: (branchId: string, groupId: string) => Promise<Option[]>;
  /** The live branch checks (entities/quote/quotation checkBranch). */
  checkBranch?: (branchId: string) => Promise<BranchProblem>;
  /** The agreement's detail (entities/quote/quotation agreementDetail). */
  loadDetail?: (agreementId: string) => Promise<Detail>;
  labels: QuoterLabels;
  /** Element ids when they are not the field names. */
  ids?: Partial<Record<QuoterField, string>>;
  /** Text fields before the lists. */
  leadingFields?: readonly QuoterTextField[];
  /** Fields after the agreement's detail, before the payment capacity (the capture's credit type). */
  trailingFields?: readonly QuoterExtraField[];
  /** A heading, also the form's accessible name. */
  title?: string;
  intro?: ReactNode;
  capacityHint?: ReactNode;
  /** The validated values and the chosen agreement's name. */
  onSubmit: (values: V, agreementName: string) => Promise<void> | void;
}

const toOptions = (list: Option[]) => list.map((o) => ({ value: o.id, label: o.name }));

export function QuoterForm<V>(props: QuoterFormProps<V>) {
  const {
    branches,
    labels,
    ids = {},
    leadingFields = [],
    trailingFields = [],
    onSubmit,
    loadGroups = agreementGroups,
    loadAgreements = agreements,
    checkBranch = liveBranchCheck,
    loadDetail = agreementDetail,
  } = props;
  const form = useSchemaForm<Record<string, string>>(props.schema ?? quoterSchema, {
    ...Object.fromEntries([...leadingFields, ...trailingFields].map((f) => [f.name, ''])),
    branchId: branches.length === 1 ? branches[0]! : '',
    agreementGroup: '',
    agreementItem: '',
    paymentCapacity: '',
    ...props.defaultValues,
  });
  const { control } = form;
  const { isSubmitting } = form.formState;
  const branchId = useWatch({ control, name: 'branchId' }) ?? '';
  const groupId = useWatch({ control, name: 'agreementGroup' }) ?? '';
  const agreementId = useWatch({ control, name: 'agreementItem' }) ?? '';
  const branch = useBranchCheck(branchId, checkBranch);
  // A branch is offered its lists only once the live checks passed.
  const listBranch = branch.state === 'ok' ? branchId : '';
  const lists = useAgreementLists(listBranch, groupId, loadGroups, loadAgreements);
  const chosenAgreement = lists.items.some((o) => o.id === agreementId) ? agreementId : '';
  const select = (name: QuoterField, label: string, options: readonly Option[]) => (
    <SelectField
      id={ids[name] ?? name}
      label={label}
      name={name}
      options={toOptions([...options])}
    />
  );

  return (
    <Form
      form={form}
      aria-label={props.title}
      onSubmit={(v) => {
        // Nothing is quoted in a branch the live checks have not passed (its message is shown).
        if (branch.state !== 'ok') return;
        const item = lists.items.find((o) => o.id === v.agreementItem);
        return onSubmit(v as V, item?.name ?? v.agreementItem ?? '');
      }}
    >
      {props.title && <h2>{props.title}</h2>}
      {props.intro && <p>{props.intro}</p>}
      {leadingFields.map((f) => (
        <TextField key={f.name} id={f.id ?? f.name} label={f.label} name={f.name} />
      ))}
      {select(
        'branchId',
        labels.branch,
        branches.map((b) => ({ id: b, name: b })),
      )}
      {branch.state === 'checking' && <p role="status">{staff.quoter.checkingBranch}</p>}
      {branch.state === 'refused' && (
        <p role="alert" className="alert">
          {branch.message}
        </p>
      )}
      {select('agreementGroup', labels.group, lists.groups)}
      {select('agreementItem', labels.agreement, lists.items)}
      {labels.noOptions && lists.noGroups && <p role="status">{labels.noOptions}</p>}
      <AgreementDetail agreementId={chosenAgreement} load={loadDetail} />
      {trailingFields.map((f) =>
        f.options ? (
          <SelectField
            key={f.name}
            id={f.id ?? f.name}
            label={f.label}
            name={f.name}
            options={toOptions([...f.options])}
          />
        ) : (
          <TextField key={f.name} id={f.id ?? f.name} label={f.label} name={f.name} />
        ),
      )}
      <TextField
        id={ids.paymentCapacity ?? 'paymentCapacity'}
        label={labels.paymentCapacity}
        inputMode="decimal"
        name={'paymentCapacity'}
        hint={props.capacityHint}
      />
      <SubmitButton busy={isSubmitting} label={labels.submit} busyLabel={labels.busy} />
    </Form>
  );
}
