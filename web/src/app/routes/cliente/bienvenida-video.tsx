import { VideoLink } from '@/features/video-call/components/video-link';
import { VideoWelcomeScreen } from '@/features/video-call/screens/welcome-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <VideoLink route="videoWelcome" startSession={startLinkSession}>
      <VideoWelcomeScreen />
    </VideoLink>
  );
}
