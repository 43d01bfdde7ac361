import { ref } from 'firebase/database';
import { describe, expect, it } from 'vitest';

import { readConfig } from '@/config/env';
import { firebase } from '@/lib/firebase';

describe('Firebase wiring in emulator mode', () => {
  it('uses demo-oppnp and connects the Auth and Database emulators', () => {
    const { app, auth, database } = firebase(
      readConfig({ VITE_ENV: 'dev', VITE_USE_EMULATORS: 'true' }),
    );
    expect(app.options.projectId).toBe('demo-oppnp');
    expect(app.options.databaseURL).toBe('https://demo-oppnp-default-rtdb.firebaseio.com');
    expect(auth.emulatorConfig).toMatchObject({ host: '127.0.0.1', port: 9099, protocol: 'http' });
    expect(ref(database, 'requests/abc').toString()).toBe('http://127.0.0.1:9000/requests/abc');
    expect(firebase()).toBe(firebase());
  });

  it('has no popup/redirect resolver (it would load apis.google.com on phones)', () => {
    const { auth } = firebase();
    expect((auth as unknown as { _popupRedirectResolver: unknown })._popupRedirectResolver).toBe(
      null,
    );
  });
});
