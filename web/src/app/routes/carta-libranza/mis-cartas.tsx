import { MyLettersScreen } from '@/features/libranza/components/my-letters-screen';

export default function Page() {
  return <MyLettersScreen />;
}
