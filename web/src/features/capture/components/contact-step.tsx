import { useNavigate } from 'react-router';

import { TextField } from '@/components/form/fields';
import { es, staff } from '@/copy/es';
import { statusAfterStep } from '@/entities/folio/request-model';

import { contactSchema } from '../schemas/contact-schema';
import type { ContactForm as Values } from '../schemas/contact-schema';
import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { StepForm } from './step-form';
import type { StepFormProps } from './step-form';

const t = staff.contact;

export type ContactValues = { mobilePhone: string; homePhone: string; email: string };

export function ContactForm({
  defaultValues = { mobilePhone: '', homePhone: '', email: '' },
  onSubmit,
}: StepFormProps<ContactValues, Values>) {
  return (
    <StepForm
      schema={contactSchema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      intro={t.intro}
    >
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
    </StepForm>
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
