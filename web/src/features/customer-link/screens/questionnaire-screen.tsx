import { useState } from 'react';

import { customer as t } from '@/copy/es';

import { QuestionnaireForm } from '../components/questionnaire-form';
import { useCustomerLink } from '../hooks/use-customer-link';
import { answersMatch } from '../schemas/questionnaire-schema';

export const QUESTIONNAIRE_ATTEMPTS = 3;
const KEY = 'oppnp.questionnaire.';

/** Identity questions checked against the folio; three wrong tries send the customer to the asesor. */
export function QuestionnaireScreen() {
  const { folio, ack, uuid } = useCustomerLink();
  const [failures, setFailures] = useState(() => Number(localStorage.getItem(KEY + uuid) ?? 0));
  const blocked = failures >= QUESTIONNAIRE_ATTEMPTS;
  return (
    <>
      {blocked && (
        <p role="alert" className="alert">
          {t.questionnaire.blocked}
        </p>
      )}
      <QuestionnaireForm
        disabled={blocked}
        onAnswer={async (v) => {
          if (answersMatch(v, folio.client ?? {})) {
            ack('identificationQuestionnaire');
            return null;
          }
          const n = failures + 1;
          localStorage.setItem(KEY + uuid, String(n));
          setFailures(n);
          return n >= QUESTIONNAIRE_ATTEMPTS
            ? null
            : t.questionnaire.wrong(QUESTIONNAIRE_ATTEMPTS - n);
        }}
      />
    </>
  );
}
