import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { libranza as t } from '@/copy/libranza';

import { ClaimGate } from '../components/claim-gate';

function at(claim: boolean | undefined) {
  render(
    <MemoryRouter initialEntries={['/carta-libranza/menu']}>
      <Routes>
        <Route
          path="/carta-libranza/menu"
          element={
            <ClaimGate claim={claim}>
              <p>menú</p>
            </ClaimGate>
          }
        />
        <Route path="/home" element={<p>inicio</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ClaimGate', () => {
  it('waits for the ID token', () => {
    at(undefined);
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(screen.queryByText('menú')).toBeNull();
  });

  it('shows the screen with the libranza claim', () => {
    at(true);
    expect(screen.getByText('menú')).toBeInTheDocument();
  });

  it('sends a user without the claim (a forged cookie) to /home', () => {
    at(false);
    expect(screen.getByText('inicio')).toBeInTheDocument();
    expect(screen.queryByText('menú')).toBeNull();
  });
});
