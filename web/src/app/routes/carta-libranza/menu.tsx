import { MenuScreen } from '@/features/libranza/components/menu-screen';

export default function Page() {
  return <MenuScreen />;
}
