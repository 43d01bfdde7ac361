// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  loadVideoSdk,
  resetVideoSdkLoader,
  SDK_SCRIPT_ATTR,
  VideoSdkError,
} from '../api/sdk-loader';
import type { VideoSdk } from '../api/sdk-loader';

const URL_A = 'http://127.0.0.1:8090/video/sdk.js';

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[${SDK_SCRIPT_ATTR}]`)];
}

afterEach(() => {
  resetVideoSdkLoader();
  scripts().forEach((s) => s.remove());
  delete window.OppnpVideoSDK;
});

describe('loadVideoSdk', () => {
  it('injects nothing until asked', () => {
    expect(scripts()).toHaveLength(0);
  });

  it('injects the script once on demand and resolves to the SDK it defines', async () => {
    const first = loadVideoSdk(URL_A);
    const second = loadVideoSdk(URL_A);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe(URL_A);
    const sdk: VideoSdk = { start: () => () => undefined };
    window.OppnpVideoSDK = sdk;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(sdk);
    await expect(second).resolves.toBe(sdk);
    await expect(loadVideoSdk(URL_A)).resolves.toBe(sdk);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a failed load, removes the tag and loads again on retry', async () => {
    const first = loadVideoSdk(URL_A);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toEqual(new VideoSdkError('load-failed'));
    expect(scripts()).toHaveLength(0);
    void loadVideoSdk(URL_A).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a script that does not define the SDK', async () => {
    const p = loadVideoSdk(URL_A);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(p).rejects.toMatchObject({ reason: 'missing-global' });
  });

  it('rejects without a URL (Remote Config read failed) and injects nothing', async () => {
    await expect(loadVideoSdk(null)).rejects.toMatchObject({ reason: 'no-url' });
    expect(scripts()).toHaveLength(0);
  });
});
