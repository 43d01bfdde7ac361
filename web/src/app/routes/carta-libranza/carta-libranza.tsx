import { LetterScreen } from '@/features/libranza/components/letter-screen';

export default function Page() {
  return <LetterScreen />;
}
