import { VideoLink } from '@/features/video-call/components/video-link';
import { VideoRecommendationsScreen } from '@/features/video-call/screens/recommendations-screen';

import { startLinkSession } from './link-session';

export default function Page() {
  return (
    <VideoLink route="videoRecommendation" startSession={startLinkSession}>
      <VideoRecommendationsScreen />
    </VideoLink>
  );
}
