import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { video as t } from '@/copy/video';
import { ApiError } from '@/lib/http';

import type { VideoSdk, VideoSdkStartOptions } from '../api/sdk-loader';
import { VideoSdkError } from '../api/sdk-loader';
import type { TwilioLike } from '../api/twilio-provider';
import type { VideoCallResult } from '../api/video';
import { VideoLinkContext } from '../hooks/use-video-link';
import type { VideoLinkValue } from '../hooks/use-video-link';
import { CallScreen } from '../screens/call-screen';
import type { CallScreenDeps } from '../screens/call-screen';

const link: VideoLinkValue = {
  uuid: 'u-1',
  requestId: 'req-1',
  folio: { status: 'sentForSignature', link: { action: 3 } },
  state: 'ready',
  idToken: async () => 'id-token',
  live: true,
};

const session: VideoCallResult = {
  sessionId: 'VC-1',
  outcome: 'CALL_WAITING',
  message: t.call.waiting,
  status: 'videocall',
};

/** An SDK whose start() hands its callbacks to the test. */
function fakeSdk() {
  const calls: VideoSdkStartOptions[] = [];
  const stop = vi.fn();
  const sdk: VideoSdk = {
    start: (opts) => {
      calls.push(opts);
      return stop;
    },
  };
  return { sdk, calls, stop };
}

function deps(patch: Partial<CallScreenDeps>): Partial<CallScreenDeps> {
  return {
    preflight: async () => null,
    openSession: async () => session,
    result: async () => ({ ...session, outcome: 'CALL_ENDS_SUCCESSFULLY', status: 'sentCOX' }),
    sdkUrl: async () => 'http://sdk.test/sdk.js',
    credentials: async () => ({ baseUrl: 'http://gw', clientId: 'c', deviceId: 'd', token: 't' }),
    ...patch,
  };
}

function renderCall(d: Partial<CallScreenDeps>) {
  const router = createMemoryRouter(
    [
      {
        path: '/folio/:uuid/videollamada',
        element: (
          <VideoLinkContext.Provider value={link}>
            <CallScreen deps={d} />
          </VideoLinkContext.Provider>
        ),
      },
      { path: '/folio/:uuid/confirmacion-video', element: <h1>confirmación</h1> },
    ],
    { initialEntries: ['/folio/u-1/videollamada'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CallScreen', () => {
  it('waits with the SPEC message, then a successful outcome goes to the confirmation', async () => {
    const { sdk, calls } = fakeSdk();
    const loadSdk = vi.fn(async () => sdk);
    const router = renderCall(deps({ loadSdk }));
    expect(
      await screen.findByText('Espera un momento por favor, enseguida te atenderá un ejecutivo'),
    ).toBeInTheDocument();
    expect(loadSdk).toHaveBeenCalledWith('http://sdk.test/sdk.js');
    // The waiting message shows before the SDK is started (the credentials come in between).
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ sessionId: 'VC-1', token: 't', baseUrl: 'http://gw' });
    act(() => calls[0]!.onEvent('CALL_ENDS_SUCCESSFULLY', {}));
    await screen.findByRole('heading', { name: 'confirmación' });
    expect(router.state.location.pathname).toBe('/folio/u-1/confirmacion-video');
  });

  it('shows a failed outcome from the functions in Spanish, and retries with a new session', async () => {
    const { sdk, calls } = fakeSdk();
    const openSession = vi.fn(async () => session);
    renderCall(
      deps({
        loadSdk: async () => sdk,
        openSession,
        result: async () => ({ ...session, outcome: 'NO_EXECUTIVE_FOUND', status: 'videocall' }),
      }),
    );
    await screen.findByText(t.call.waiting);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The browser's event says the call ended; the functions say how.
    act(() => calls[0]!.onEvent('OFFLINE_EXECUTIVE', {}));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.outcomes.NO_EXECUTIVE_FOUND);
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    await screen.findByText(t.call.waiting);
    expect(openSession).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('when no executive can take the call, offers recording a video instead', async () => {
    const { sdk, calls } = fakeSdk();
    renderCall(
      deps({
        loadSdk: async () => sdk,
        result: async () => ({
          ...session,
          outcome: 'NO_EXECUTIVE_FOUND',
          status: 'videoRecording',
        }),
      }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.onEvent('NO_EXECUTIVE_FOUND', {}));
    expect(await screen.findByText(t.recording.offer)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.recording.open }));
    expect(await screen.findByRole('heading', { name: t.recording.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.recording.start })).toBeInTheDocument();
  });

  it('an expired link offers no recording', async () => {
    const { sdk, calls } = fakeSdk();
    renderCall(
      deps({
        loadSdk: async () => sdk,
        result: async () => ({ ...session, outcome: 'EXPIRED_URL', status: 'videocall' }),
      }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.onEvent('EXPIRED_URL', {}));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.outcomes.EXPIRED_URL);
    expect(screen.queryByRole('button', { name: t.recording.open })).toBeNull();
  });

  it('a script that fails to load shows the Spanish SDK error', async () => {
    renderCall(
      deps({
        loadSdk: async () => {
          throw new VideoSdkError('load-failed');
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(t.call.sdkFailed);
  });

  it('a desktop never loads the SDK and says why', async () => {
    const loadSdk = vi.fn();
    const openSession = vi.fn();
    renderCall(deps({ preflight: async () => 'DEVICE_IS_NOT_A_MOBILE', loadSdk, openSession }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.errors.DEVICE_IS_NOT_A_MOBILE);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(openSession).not.toHaveBeenCalled();
  });

  it('an SDK error code is shown in Spanish', async () => {
    const { sdk, calls } = fakeSdk();
    renderCall(deps({ loadSdk: async () => sdk }));
    await screen.findByText(t.call.waiting);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.onError({ code: 'RESOURCES_IN_USE_PER_APPLICATION' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t.errors.RESOURCES_IN_USE_PER_APPLICATION,
    );
  });

  it("the functions' refusal is shown as they word it", async () => {
    const loadSdk = vi.fn();
    renderCall(
      deps({
        loadSdk,
        openSession: async () => {
          throw new ApiError(
            'Tu solicitud no está en el paso de videollamada.',
            'VIDEO_NOT_PENDING',
            409,
          );
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu solicitud no está en el paso de videollamada.',
    );
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('a failure of the credentials ends the wait with its message, and the retry calls', async () => {
    const { sdk, calls } = fakeSdk();
    const credentials = vi
      .fn<NonNullable<CallScreenDeps['credentials']>>()
      .mockRejectedValueOnce(new ApiError('Error de conexión', 'CONNECTION_ERROR', 0))
      .mockResolvedValue({ baseUrl: 'http://gw', clientId: 'c', deviceId: 'd', token: 't' });
    renderCall(deps({ loadSdk: async () => sdk, credentials }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
    expect(screen.queryByText(t.call.waiting)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText(t.call.waiting)).toBeInTheDocument();
  });

  it('an SDK whose start throws ends the wait with a message and a retry', async () => {
    const sdk: VideoSdk = {
      start: () => {
        throw new VideoSdkError('load-failed');
      },
    };
    renderCall(deps({ loadSdk: async () => sdk }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.queryByText(t.call.waiting)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
  });

  it('a Twilio session joins its room; the outcome the callbacks gave is awaited, then shown', async () => {
    const handlers = new Map<string, (...a: unknown[]) => void>();
    const room = {
      participants: new Map(),
      on: (ev: string, fn: (...a: unknown[]) => void) => handlers.set(ev, fn),
      disconnect: vi.fn(() => handlers.get('disconnected')?.(room, null)),
    };
    const connect = vi.fn(async () => room);
    const token = vi.fn(async () => ({
      token: 'jwt',
      room: 'req-1-ab',
      identity: 'cliente-req-1',
    }));
    const loadSdk = vi.fn();
    const result = vi
      .fn<() => Promise<VideoCallResult>>()
      .mockResolvedValueOnce({ ...session, outcome: 'CALL_WAITING' })
      .mockResolvedValue({ ...session, outcome: 'CALL_ENDS_SUCCESSFULLY', status: 'sentCOX' });
    const router = renderCall(
      deps({
        openSession: async () => ({ ...session, sessionId: 'req-1-ab', provider: 'twilio' }),
        loadTwilio: async () => ({ connect }) as unknown as TwilioLike,
        token,
        loadSdk,
        result,
        recheckMs: 1,
      }),
    );
    await screen.findByText(t.call.waiting);
    expect(connect).toHaveBeenCalledWith('jwt', expect.objectContaining({ name: 'req-1-ab' }));
    expect(loadSdk).not.toHaveBeenCalled();
    act(() => handlers.get('participantConnected')!({ identity: 'ejecutivo-7' }));
    act(() => handlers.get('participantDisconnected')!({ identity: 'ejecutivo-7' }));
    await screen.findByRole('heading', { name: 'confirmación' });
    expect(result).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/folio/u-1/confirmacion-video');
  });
});
