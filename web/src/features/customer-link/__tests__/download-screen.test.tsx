import { render, screen } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { href } from '@/config/paths';
import { customer as t } from '@/copy/es';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { SIGNATURE_FLOW } from '../model/steps';
import { DownloadScreen } from '../screens/download-screen';

vi.mock('../api/folio', () => ({ moveStatus: vi.fn(async () => undefined) }));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:resumen');
  URL.revokeObjectURL = vi.fn();
});

function renderScreen(folio: CustomerFolio) {
  const value: CustomerLinkValue = {
    uuid: 'u-1',
    requestId: 'req-1',
    uid: 'link:u-1',
    folio,
    db: {} as Database,
    auth: {} as Auth,
    flow: SIGNATURE_FLOW,
    ack: vi.fn(),
    pathOf: (r) => `/folio/u-1/${r}`,
    derived: 'downloadFile',
  };
  render(
    <MemoryRouter>
      <CustomerLinkContext.Provider value={value}>
        <DownloadScreen />
      </CustomerLinkContext.Provider>
    </MemoryRouter>,
  );
}

describe('DownloadScreen', () => {
  const tests = [
    { name: 'signature and video, signed', action: 4, status: 'signature', call: true, cox: false },
    {
      name: 'signature and video, in the call',
      action: 4,
      status: 'videocall',
      call: true,
      cox: false,
    },
    { name: 'signature and video, done', action: 4, status: 'complete', call: false, cox: false },
    { name: 'signature only, signed', action: 2, status: 'signature', call: false, cox: true },
  ];
  for (const tt of tests) {
    it(tt.name, () => {
      vi.mocked(moveStatus).mockClear();
      renderScreen({ status: tt.status, link: { action: tt.action } } as CustomerFolio);
      const link = screen.queryByRole('link', { name: t.download.toVideo });
      if (tt.call) {
        expect(link).toHaveAttribute('href', href('videoWelcome', { uuid: 'u-1' }));
        expect(screen.queryByText(t.download.next)).toBeNull();
      } else {
        expect(link).toBeNull();
        expect(screen.getByText(t.download.next)).toBeInTheDocument();
      }
      expect(vi.mocked(moveStatus).mock.calls.length > 0).toBe(tt.cox);
    });
  }
});
