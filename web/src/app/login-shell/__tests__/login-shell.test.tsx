/**
 * The login screen painted from the HTML (docs/adr/0045-login-first-paint.md): the build's markup is
 * what the app renders on /login, the inline script paints it on /login only, and the app takes
 * over what the user typed into it before the app's code arrived.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pages } from '@/app/pages';
import { buildRoutes } from '@/app/router';
import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { SHELL_ID, SUBMITTED_ATTR } from '@/entities/link-session/handoff';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginForm as LoginValues } from '@/features/auth/schemas/login-schema';
import { makeDeps } from '@/testing/lifecycle';

import { inlineString, loginShellScript } from '../inline-script';
import { loginMarkup } from '../markup';

const layout = () => Promise.resolve({ Component: () => <Outlet /> });

/** A node as the browser's parser reads it, its attributes in name order (React's client sets an
 * input's type first, its server renderer in prop order: the same element either way). */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes]
    .map((a) => ` ${a.name}="${a.value}"`)
    .sort()
    .join('');
  const tag = node.tagName.toLowerCase();
  return `<${tag}${attrs}>${[...node.childNodes].map(canonical).join('')}</${tag}>`;
}

/** `html` parsed, canonical. */
function parsed(html: string): string {
  const t = document.createElement('template');
  t.innerHTML = html;
  return [...t.content.childNodes].map(canonical).join('');
}

/** index.html's shell element, with the build's inline script run at `path`. */
function htmlShell(path: string) {
  window.history.replaceState(null, '', path);
  const shell = document.createElement('div');
  shell.id = SHELL_ID;
  document.body.prepend(shell);
  new Function(loginShellScript('/login', loginMarkup()))();
  return shell;
}

function app(load: Partial<typeof pages> = {}) {
  const { deps } = makeDeps({});
  const router = createMemoryRouter(
    buildRoutes(() => deps, { load: { ...pages, ...load }, layout, prefetch: () => {} }),
    { initialEntries: ['/login'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  document.getElementById(SHELL_ID)?.remove();
  window.history.replaceState(null, '', '/');
});

/** Starts the app on a /login page whose submit is recorded; returns the recorder. */
function startLoginApp() {
  const onLogin = vi.fn<(v: LoginValues) => Promise<string | null>>(() => Promise.resolve(null));
  const Page = () => (
    <ScreenShell title={es.login.title}>
      <LoginForm onLogin={onLogin} />
    </ScreenShell>
  );
  app({ login: () => Promise.resolve({ default: Page }) });
  return onLogin;
}

describe("the login screen's markup", () => {
  it('is what the app renders on /login', async () => {
    const { container } = app();
    await screen.findByRole('heading', { name: es.login.title });
    expect(canonical(container.querySelector('main')!)).toBe(parsed(loginMarkup()));
  });

  it('holds the empty form only', () => {
    const t = document.createElement('template');
    t.innerHTML = loginMarkup();
    const inputs = [...t.content.querySelectorAll('input')];
    expect(inputs.map((i) => i.name)).toEqual(['username', 'password']);
    expect(inputs.every((i) => !i.hasAttribute('value'))).toBe(true);
  });
});

describe('the inline script', () => {
  it('paints the login screen on /login', () => {
    expect(parsed(htmlShell('/login').innerHTML)).toBe(parsed(loginMarkup()));
  });

  it.each(['/home', '/login/x', '/folio/abc/bienvenida', '/'])('leaves %s alone', (path) => {
    expect(htmlShell(path).innerHTML).toBe('');
  });

  it('cannot end its <script> element', () => {
    const s = inlineString('</script><!-- x');
    expect(s).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(s)).toBe('</script><!-- x');
  });
});

describe('the app takes over the painted screen', () => {
  it('with what the user typed and the focus', async () => {
    const user = userEvent.setup();
    const shell = htmlShell('/login');
    const typed = shell.querySelector<HTMLInputElement>('input[name="username"]')!;
    const password = shell.querySelector<HTMLInputElement>('input[name="password"]')!;
    await user.type(typed, 'promotor1');
    await user.type(password, 'Demo.2026');
    expect(password).toHaveFocus();

    const onLogin = startLoginApp();
    await waitFor(() => expect(document.getElementById(SHELL_ID)).toBeNull());
    expect(screen.getByLabelText(es.login.username)).toHaveValue('promotor1');
    expect(screen.getByLabelText(es.login.password)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: es.login.submit }));
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ username: 'promotor1', password: 'Demo.2026' }),
    );
  });

  it('submitting the form the user sent before the app arrived', async () => {
    const user = userEvent.setup();
    const shell = htmlShell('/login');
    await user.type(shell.querySelector('input[name="username"]')!, 'gerente1');
    await user.type(shell.querySelector('input[name="password"]')!, 'Demo.2026{Enter}');
    // The browser did not send it (a GET would carry the password in the URL): the shell kept it.
    expect(window.location.search).toBe('');
    expect(shell).toHaveAttribute(SUBMITTED_ATTR);

    const onLogin = startLoginApp();
    await waitFor(() =>
      expect(onLogin).toHaveBeenCalledWith({ username: 'gerente1', password: 'Demo.2026' }),
    );
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('with an empty form as it is', async () => {
    htmlShell('/login');
    app();
    await waitFor(() => expect(document.getElementById(SHELL_ID)).toBeNull());
    expect(screen.getByLabelText(es.login.username)).toHaveValue('');
    expect(screen.getByLabelText(es.login.username)).not.toHaveFocus();
  });
});
