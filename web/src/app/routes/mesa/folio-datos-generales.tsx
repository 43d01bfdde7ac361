import { GeneralDataStep } from '@/features/capture/components/general-data-step';

export default function Page() {
  return <GeneralDataStep />;
}
