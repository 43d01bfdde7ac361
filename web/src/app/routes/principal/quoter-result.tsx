import { QuoterResultStep } from '@/features/capture/components/quoter-result-step';

export default function Page() {
  return <QuoterResultStep />;
}
