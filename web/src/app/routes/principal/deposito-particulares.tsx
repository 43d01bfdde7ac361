import { DepositStep } from '@/features/capture/components/deposit-step';

export default function Page() {
  return <DepositStep />;
}
