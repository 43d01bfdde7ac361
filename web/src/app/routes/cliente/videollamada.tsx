import { VideoLink } from '@/features/video-call/components/video-link';
import { CallScreen } from '@/features/video-call/screens/call-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <VideoLink route="videoLlamada" startSession={startLinkSession}>
      <CallScreen />
    </VideoLink>
  );
}
