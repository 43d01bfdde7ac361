import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { video as t } from '@/copy/video';

import { VideoSdkError } from '../api/sdk-loader';
import type { PreflightEnv } from '../model/preflight';
import { VideoTestScreen } from '../screens/test-screen';

const phone: PreflightEnv = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
  onLine: true,
  hasMediaDevices: true,
  permission: async () => 'granted',
};

describe('VideoTestScreen (/testing/twilio)', () => {
  it('reports a ready phone and a loaded SDK', async () => {
    const loadSdk = vi.fn(async () => ({ start: () => () => {} }));
    render(
      <VideoTestScreen
        deps={{ env: () => phone, sdkUrl: async () => 'http://gw/sdk.js', loadSdk }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t.test.run }));
    expect(await screen.findByText(t.test.preflightOk, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(t.test.sdkOk, { exact: false })).toBeInTheDocument();
    expect(loadSdk).toHaveBeenCalledWith('http://gw/sdk.js');
  });

  it('says why a desktop cannot call and that the SDK did not load', async () => {
    render(
      <VideoTestScreen
        deps={{
          env: () => ({ ...phone, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }),
          sdkUrl: async () => null,
          loadSdk: async () => {
            throw new VideoSdkError('no-url');
          },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t.test.run }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      `✖ ${t.errors.DEVICE_IS_NOT_A_MOBILE}`,
      `✖ ${t.call.sdkFailed}`,
    ]);
  });

  it('a denied camera is explained in Spanish', async () => {
    const denied = Object.assign(new Error('x'), { name: 'NotAllowedError' });
    render(<VideoTestScreen deps={{ getUserMedia: async () => Promise.reject(denied) }} />);
    await userEvent.click(screen.getByRole('button', { name: t.test.camera }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.recording.errors.denied);
  });
});
