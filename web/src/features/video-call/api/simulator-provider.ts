/**
 * The local default provider: the gateway simulator's SDK (window.OppnpVideoSDK, loaded on demand
 * from Remote Config's `video_sdk_url`) behind the provider interface. Its statuses become the
 * interface's events: CALL_WAITING is `connected`, the outcomes that leave the customer without an
 * executive are `noExecutive`, any other final status is `ended`.
 */
import { isFinal } from '../model/outcomes';
import { ProviderLoadError } from './provider';
import type { VideoProvider } from './provider';
import type { VideoSdk } from './sdk-loader';
import { sdkCredentials } from './video';

export interface SimulatorDeps {
  sdkUrl: () => Promise<string | null>;
  loadSdk: (url: string | null) => Promise<VideoSdk>;
  credentials?: typeof sdkCredentials;
}

const NO_EXECUTIVE = ['NO_EXECUTIVE_FOUND', 'OFFLINE_EXECUTIVE'];

export function simulatorProvider(deps: SimulatorDeps): VideoProvider {
  return {
    async connect(session, onEvent) {
      let sdk: VideoSdk;
      try {
        sdk = await deps.loadSdk(await deps.sdkUrl());
      } catch (err) {
        throw new ProviderLoadError(err);
      }
      onEvent({ type: 'connected' });
      const creds = await (deps.credentials ?? sdkCredentials)();
      const stop = sdk.start({
        ...creds,
        sessionId: session.sessionId,
        onEvent: (status) => {
          if (!isFinal(status)) onEvent({ type: 'connected' });
          else if (NO_EXECUTIVE.includes(status)) onEvent({ type: 'noExecutive' });
          else onEvent({ type: 'ended' });
        },
        onError: (error) => onEvent({ type: 'failed', error }),
      });
      return { disconnect: stop };
    },
  };
}
