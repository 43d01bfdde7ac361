import { ResultsScreen } from '@/features/libranza/components/results-screen';

export default function Page() {
  return <ResultsScreen />;
}
