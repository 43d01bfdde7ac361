import { VideoLink } from '@/features/video-call/components/video-link';
import { VideoConfirmationScreen } from '@/features/video-call/screens/confirmation-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <VideoLink route="videoConfirmation" startSession={startLinkSession}>
      <VideoConfirmationScreen />
    </VideoLink>
  );
}
