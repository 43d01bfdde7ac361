import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { QuestionnaireScreen } from '@/features/customer-link/screens/questionnaire-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <CustomerLink route="identificationQuestionnaire" startSession={startLinkSession}>
      <QuestionnaireScreen />
    </CustomerLink>
  );
}
