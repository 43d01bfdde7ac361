import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { HomeMenu } from '@/features/home/components/home-menu';

export default function HomePage() {
  return (
    <ScreenShell title={es.screens.home}>
      <HomeMenu />
    </ScreenShell>
  );
}
