import { ReferencesStep } from '@/features/capture/components/references-step';

export default function Page() {
  return <ReferencesStep />;
}
