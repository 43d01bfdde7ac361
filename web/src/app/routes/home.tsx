import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { HomeMenu } from '@/features/home/components/home-menu';

export default function HomePage() {
  return (
    <ScreenShell title={es.screens.home}>
      <HomeMenu />
      <LogoutButton />
    </ScreenShell>
  );
}
