import { useNavigate } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { routes } from '@/config/paths';
import { es } from '@/copy/es';
import type { NewClientPrefill } from '@/features/capture/components/client-search';
import { PositiveSearch } from '@/features/client/components/positive-search';

export default function Page() {
  const navigate = useNavigate();
  return (
    <ScreenShell title={es.screens.positiveSearch}>
      <PositiveSearch
        onStart={(result) =>
          navigate(routes.newClient.path, { state: { result } satisfies NewClientPrefill })
        }
      />
    </ScreenShell>
  );
}
