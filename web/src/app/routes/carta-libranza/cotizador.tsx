import { QuoterScreen } from '@/features/libranza/components/quoter-screen';

export default function Page() {
  return <QuoterScreen />;
}
