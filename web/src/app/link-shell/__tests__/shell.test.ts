// @vitest-environment jsdom
/**
 * The HTML shell's script (inline.ts) on a customer link's first screen: it sends the session POST
 * as the http client would, paints the screen from the answer, hands the POST and the device
 * identifier to the app once, and stays out of every other page (docs/adr/0036-phone-first-load.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';
import { removeShell, SHELL_ID, takeShellSession } from '@/entities/link-session/handoff';
import { API } from '@/lib/api-paths';
import {
  adoptDeviceIdentifier,
  DEVICE_HEADER,
  deviceIdentifier,
  resetDeviceIdentifier,
} from '@/lib/device';
import { APPLICATION_ID, CLIENT_ID_HEADER, createHttpClient } from '@/lib/http';
import { authStore } from '@/stores/auth';
import { recordingLogger } from '@/testing/lifecycle';

import { shellRoute } from '../first-screen';
import { startShell } from '../inline';
import { linkScreens } from '../screens';

/** The functions' LINK_EXPIRED message for a biometric link (functions/README.md). */
const EXPIRED = 'Esta liga ha expirado. Contacta a tu asesor para que te envíe una nueva.';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const folio = { status: 'waitingProcessCustomer', link: { action: 1 }, client: { names: 'EMMA' } };

afterEach(() => {
  authStore.reset();
  globalThis.__oppnpLinkShell = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  resetDeviceIdentifier();
});

/** Opens `path` with the shell's element in the page and a fetch answering `res`. */
function open(path: string, res: Response) {
  window.history.replaceState(null, '', path);
  const host = document.createElement('div');
  host.id = SHELL_ID;
  document.body.append(host);
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(res));
  vi.stubGlobal('fetch', fetchMock);
  startShell(linkScreens());
  return { host, fetchMock };
}

async function settled(host: HTMLElement, text: string) {
  await vi.waitFor(() => expect(host.textContent).toContain(text));
}

describe('shellRoute', () => {
  it.each([
    ['/folio/Ab-9_x/bienvenida', { uuid: 'Ab-9_x', route: 'welcome' }],
    ['/folio/Ab-9_x/bienvenida/', { uuid: 'Ab-9_x', route: 'welcome' }],
    ['/folio/Ab-9_x/bienvenida-unica', { uuid: 'Ab-9_x', route: 'uniqueUrl' }],
    ['/folio/Ab-9_x/bienvenida-video', { uuid: 'Ab-9_x', route: 'videoWelcome' }],
    ['/folio/Ab-9_x/bienvenida-video/', { uuid: 'Ab-9_x', route: 'videoWelcome' }],
    ['/folio/Ab-9_x/bienvenida/x', null],
    ['/folio/Ab-9_x/bienvenidas', null],
    ['/folio/Ab-9_x/consentimiento-ine', null],
    ['/folio/Ab-9_x', null],
    ['/folio//bienvenida', null],
    ['/folio/%E0%A4%A/bienvenida', null],
    ['/login', null],
    ['/', null],
  ])('%s → %o', (path, want) => {
    expect(shellRoute(path)).toEqual(want);
  });
});

describe('startShell', () => {
  it("POSTs the link's session as the http client does and paints the welcome", async () => {
    const { host, fetchMock } = open(
      '/folio/cred-1/bienvenida',
      json(200, { requestId: 'r1', request: folio }),
    );
    await settled(host, t.welcome.greeting('EMMA'));
    expect(host.querySelector('h1')?.textContent).toBe('Paso 1 de 8: Bienvenida');
    expect(document.title).toBe('Paso 1 de 8: Bienvenida');
    expect(host.querySelector('button')?.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe(API.customer);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      uuid: 'cred-1',
      applicationId: APPLICATION_ID,
    });
    expect(headers[DEVICE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(headers[CLIENT_ID_HEADER]).toBe(import.meta.env.VITE_IBM_CLIENT_ID);
    expect(headers['Content-Type']).toBe('application/json');
  });

  it("paints the functions' refusal of an expired link, never a welcome", async () => {
    const { host } = open('/folio/cred-2/bienvenida', json(410, { message: EXPIRED }));
    await settled(host, EXPIRED);
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    expect(host.textContent).not.toContain(t.start);
  });

  it('sends nothing on other pages, or over a kept customer token', async () => {
    const other = open('/login', json(200, {}));
    expect(other.fetchMock).not.toHaveBeenCalled();
    expect(globalThis.__oppnpLinkShell).toBeUndefined();
    document.body.replaceChildren();

    authStore.set({ tokenClient: 'kept' });
    const kept = open('/folio/cred-3/bienvenida', json(200, {}));
    expect(kept.fetchMock).not.toHaveBeenCalled();
  });

  it('paints nothing once the app removed the shell', async () => {
    const { host } = open('/folio/cred-4/bienvenida', json(200, { request: folio }));
    removeShell();
    await globalThis.__oppnpLinkShell!.response;
    await new Promise((r) => setTimeout(r, 10));
    expect(host.isConnected).toBe(false);
    expect(document.getElementById(SHELL_ID)).toBeNull();
  });
});

describe('the hand-off to the app', () => {
  it("gives the shell's session once, for its own link only", () => {
    open('/folio/cred-5/bienvenida', json(200, { request: folio }));
    expect(takeShellSession('another')).toBeNull();
    const s = takeShellSession('cred-5');
    expect(s?.uuid).toBe('cred-5');
    expect(takeShellSession('cred-5')).toBeNull();
  });

  it("the app reads the shell's POST instead of sending another, with the shell's device id", async () => {
    open('/folio/cred-6/bienvenida', json(200, { requestId: 'r6', request: folio }));
    const shell = takeShellSession('cred-6')!;
    resetDeviceIdentifier();
    adoptDeviceIdentifier(shell.device);
    const fetchMock = vi.fn<typeof fetch>();
    const client = createHttpClient({
      gatewayUrl: 'http://127.0.0.1:8090',
      clientId: 'c',
      deviceHeader: deviceIdentifier,
      bearer: () => Promise.resolve(null),
      onUnauthorized: () => {},
      logger: recordingLogger([]),
      fetch: fetchMock,
    });
    const answer = await client.post<{ requestId: string }>(
      API.customer,
      { uuid: 'cred-6' },
      { auth: false, sent: shell.response },
    );
    expect(answer.requestId).toBe('r6');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await deviceIdentifier()).toBe(await shell.device);
  });
});

describe("the link page's module preloads (held back by index.html)", () => {
  it('go once the session POST has left', async () => {
    const order: string[] = [];
    globalThis.__oppnpPreloads = () => order.push('preloads');
    window.history.replaceState(null, '', '/folio/p-1/bienvenida');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => {
        order.push('POST');
        return new Promise(() => {});
      }),
    );
    startShell(linkScreens());
    await vi.waitFor(() => expect(order).toEqual(['POST', 'preloads']));
    expect(globalThis.__oppnpPreloads).toBeUndefined();
  });

  it('go at once when the shell sends nothing', () => {
    const added = vi.fn();
    globalThis.__oppnpPreloads = added;
    authStore.set({ tokenClient: 'kept' });
    window.history.replaceState(null, '', '/folio/p-2/bienvenida');
    startShell(linkScreens());
    expect(added).toHaveBeenCalledTimes(1);
  });
});

describe('before the body is parsed', () => {
  it("the answer's screen is painted, never the loading state over it", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    window.history.replaceState(null, '', '/folio/b-1/bienvenida');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(json(200, { requestId: 'r1', request: folio }))),
    );
    startShell(linkScreens());
    // The body is parsed and the answer is in before the first frame (the stylesheet holds it).
    const host = document.createElement('div');
    host.id = SHELL_ID;
    document.body.append(host);
    state.mockReturnValue('interactive');
    await globalThis.__oppnpLinkShell!.response;
    await vi.waitFor(() => expect(host.textContent).toContain(t.welcome.greeting('EMMA')));
    for (const cb of frames.splice(0)) cb(0);
    expect(host.textContent).toContain(t.welcome.greeting('EMMA'));
    expect(frames).toEqual([]);
  });
});
