import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';

export default function Page() {
  return <ScreenShell title={es.screens.smsTest} />;
}
