import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { VideoTestScreen } from '@/features/video-call/screens/test-screen';

import '@/features/video-call/video-call.css';

export default function Page() {
  return (
    <ScreenShell title={es.screens.testTwilio}>
      <VideoTestScreen />
    </ScreenShell>
  );
}
