import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { HomeMenu } from '@/features/home/components/home-menu';
import { branchMessage, menuFor } from '@/features/home/hooks/use-home-menu';
import { writePromoterCookies } from '@/lib/cookies';
import { sessionStore } from '@/stores/session';

afterEach(() => sessionStore.reset());

const none = { cnca: false, libranza: false };
const both = { cnca: true, libranza: true };
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('menu by role and flags', () => {
  it('a promoter without flags captures and follows requests', () => {
    expect(keys(menuFor('Promotor', none, false))).toEqual([
      'clientSearch',
      'requestsInEraser',
      'requestsInProcess',
      'completedRequests',
      'requestsRejectedByPromoter',
      'paymentCapacity',
      'salesforceRequests',
      'libranzaMyLetters',
    ]);
  });

  it.each([
    [{ cnca: true, libranza: false }, ['cncaMenu'], ['libranzaMenu']],
    [{ cnca: false, libranza: true }, ['libranzaMenu'], ['cncaMenu']],
    [both, ['cncaMenu', 'libranzaMenu'], []],
  ])('flags %j show %j and hide %j', (flags, shown, hidden) => {
    const k = keys(menuFor('Promotor', flags, false));
    shown.forEach((s) => expect(k).toContain(s));
    hidden.forEach((h) => expect(k).not.toContain(h));
  });

  it.each(['Gerente', 'Supervisor', 'Auxiliar'])(
    '%s gets the admin menu, capture included',
    (role) => {
      const menu = menuFor(role, none, false);
      const k = keys(menu);
      expect(k).toContain('validationsDashboard');
      expect(k).toContain('documentValidation');
      // Admin staff capture too: a new request and the ones in capture.
      expect(menu).toContainEqual({
        key: 'clientSearch',
        label: 'Nueva solicitud',
        to: '/busqueda-cliente',
      });
      expect(menu).toContainEqual({
        key: 'requestsInEraser',
        label: 'Solicitudes en captura',
        to: '/solicitudes-en-captura',
      });
      // A promoter's own screens stay off it.
      expect(k).not.toContain('paymentCapacity');
      expect(k).not.toContain('salesforceRequests');
    },
  );

  it('a blocked promoter loses every capture entry', () => {
    const k = keys(menuFor('Promotor', both, true));
    expect(k).not.toContain('clientSearch');
    expect(k).not.toContain('requestsInEraser');
    expect(k).not.toContain('cncaMenu');
    expect(k).not.toContain('libranzaMenu');
    expect(k).toContain('requestsInProcess');
  });
});

describe('branch messages (docs/requirements.md §6)', () => {
  it.each([
    ['an active branch', 'Promotor', [{ branchID: 'S1', active: true }], null],
    ['branch without flags', 'Promotor', [{ branchID: 'S1' }], null],
    [
      'inactive branch',
      'Promotor',
      [{ branchID: 'S1', active: false }],
      'Por el momento la sucursal se encuentra inactiva...',
    ],
    [
      'one of two inactive',
      'Promotor',
      [
        { branchID: 'S1', active: false },
        { branchID: 'S2', active: true },
      ],
      null,
    ],
    [
      'misconfigured branch',
      'Promotor',
      [{ branchID: 'S1', configured: false }],
      'valida con tu coordinador el estatus de tu sucursal',
    ],
    ['no branches', 'Promotor', [], 'valida con tu coordinador el estatus de tu sucursal'],
    [
      'empty branch id',
      'Promotor',
      [{ branchID: '' }],
      'valida con tu coordinador el estatus de tu sucursal',
    ],
    ['admin never sees them', 'Gerente', [], null],
  ])('%s', (_, role, branches, want) => {
    expect(branchMessage(role, branches)).toBe(want);
  });
});

describe('HomeMenu', () => {
  it.each([true, 'true'])('shows the blocked notice for promoterBlocked %j', (blocked) => {
    sessionStore.set({
      username: 'ana',
      dataSeller: '1',
      role: 'Promotor',
      branches: [{ branchID: 'S1', active: false }],
      promoterBlocked: blocked,
    });
    render(<HomeMenu />, { wrapper: MemoryRouter });
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts[0]).toMatch(/bloqueado/);
    expect(alerts[1]).toBe('Por el momento la sucursal se encuentra inactiva...');
    expect(screen.queryByRole('link', { name: 'Nueva solicitud' })).toBeNull();
  });

  it('renders the menu links with the flag cookies', () => {
    writePromoterCookies({
      user: {},
      branches: [],
      flags: { cnca: true, libranza: false },
    });
    sessionStore.set({
      username: 'ana',
      dataSeller: '1',
      role: 'Promotor',
      branches: [{ branchID: 'S1' }],
    });
    render(<HomeMenu />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Menú' });
    expect(within(nav).getByRole('link', { name: 'Nueva solicitud' })).toHaveAttribute(
      'href',
      '/busqueda-cliente',
    );
    expect(within(nav).getByRole('link', { name: 'Traspaso interno (CNCA)' })).toHaveAttribute(
      'href',
      '/cnca/menu',
    );
    expect(within(nav).queryByRole('link', { name: 'Carta libranza' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('brand home links (docs/requirements.md §9)', () => {
  const links = [
    { brand: 'Marca A', url: 'https://a.example/' },
    { brand: 'Marca B', url: 'https://b.example/' },
    { brand: 'Marca C', url: 'https://c.example/' },
  ];

  it('the home page links the three brands from Remote Config brand_home_links', async () => {
    sessionStore.set({ username: 'promotor1', role: 'Promotor' });
    render(
      <MemoryRouter>
        <HomeMenu readBrandLinks={async () => links} />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Nuestras marcas' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(shown).toEqual(links.map((l) => [l.brand, l.url]));
  });

  it('shows no brand links when Remote Config has none (read returns null)', async () => {
    sessionStore.set({ username: 'promotor1', role: 'Promotor' });
    const read = async () => null;
    render(
      <MemoryRouter>
        <HomeMenu readBrandLinks={read} />
      </MemoryRouter>,
    );
    await screen.findByRole('navigation', { name: 'Menú' });
    expect(screen.queryByRole('navigation', { name: 'Nuestras marcas' })).toBeNull();
  });
});
