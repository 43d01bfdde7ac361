import { SettleCreditsStep } from '@/features/capture/components/settle-credits-step';

export default function Page() {
  return <SettleCreditsStep />;
}
