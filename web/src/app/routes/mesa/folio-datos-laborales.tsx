import { EmploymentStep } from '@/features/capture/components/employment-step';

export default function Page() {
  return <EmploymentStep />;
}
