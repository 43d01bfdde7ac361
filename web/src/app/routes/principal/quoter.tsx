import { QuoterStep } from '@/features/capture/components/quoter-step';

export default function Page() {
  return <QuoterStep />;
}
