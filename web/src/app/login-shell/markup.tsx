/**
 * The login screen's markup as the HTML serves it (docs/adr/0045-login-first-paint.md): rendered at
 * build time (vite.config.ts) from the same components as the /login route, so a phone paints the
 * screen from the HTML while the app's code is still on its way. It holds no user data: the empty
 * form only. The app's own screen replaces it when React renders (link-shell/handoff.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { LoginForm } from '@/features/auth/components/login-form';

/** The /login page's markup (routes/login.tsx), with a login that is never sent. */
export function loginMarkup(): string {
  return renderToStaticMarkup(
    <ScreenShell title={es.login.title}>
      <LoginForm onLogin={() => Promise.resolve(null)} />
    </ScreenShell>,
  );
}
