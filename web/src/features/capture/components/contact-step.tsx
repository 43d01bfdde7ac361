import { useNavigate } from 'react-router';

import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { contactSchema } from '../schemas/contact-schema';
import type { ContactForm as Values } from '../schemas/contact-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { SubmitButton } from './step-submit';

const t = staff.contact;

export type ContactValues = { mobilePhone: string; homePhone: string; email: string };

export function ContactForm({
  defaultValues = { mobilePhone: '', homePhone: '', email: '' },
  onSubmit,
}: {
  defaultValues?: ContactValues;
  onSubmit: (v: Values) => Promise<void> | void;
}) {
  const form = useSchemaForm<ContactValues, Values>(contactSchema, defaultValues);
  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{t.intro}</p>
      <TextField
        id="mobilePhone"
        label={t.mobilePhone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        name="mobilePhone"
      />
      <TextField
        id="homePhone"
        label={t.homePhone}
        type="tel"
        inputMode="tel"
        optional
        name="homePhone"
      />
      <TextField id="email" label={t.email} type="email" inputMode="email" optional name="email" />
      <SubmitButton busy={isSubmitting} />
    </Form>
  );
}

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const c = request.contact ?? {};
  return (
    <ContactForm
      defaultValues={{
        mobilePhone: c.mobilePhone ?? request.client?.phone ?? '',
        homePhone: c.homePhone ?? '',
        email: c.email ?? request.client?.email ?? '',
      }}
      onSubmit={async (v) => {
        const contact = {
          mobilePhone: v.mobilePhone,
          homePhone: v.homePhone ?? '',
          email: v.email ?? '',
        };
        // The functions text the customer link to client/phone.
        const ok = await save(
          { contact, 'client/phone': contact.mobilePhone, 'client/email': contact.email },
          statusAfterStep(request.status, 'contactInformation', ['settleCredits']),
        );
        if (ok) navigate(stepHref('settleCredits', id)!);
      }}
    />
  );
}

export function ContactStep() {
  return (
    <FolioGate title={es.screens.contactInformation} step="contactInformation">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
