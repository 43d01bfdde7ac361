import { SimulatorStep } from '@/features/capture/components/simulator-step';

export default function Page() {
  return <SimulatorStep />;
}
