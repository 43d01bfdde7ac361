import { GenerateScreen } from '@/features/libranza/components/generate-screen';

export default function Page() {
  return <GenerateScreen />;
}
