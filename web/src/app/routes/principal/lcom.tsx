import { LcomStep } from '@/features/capture/components/lcom-step';

export default function Page() {
  return <LcomStep />;
}
