import { useSearchParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { DocumentsStep } from '@/features/capture/components/documents-step';
import { FOLIO_PARAM } from '@/features/capture/hooks/use-folio';

/** With ?folio=: the folio's documents step and "Enviar liga al cliente"; else the dashboard. */
export default function Page() {
  const [params] = useSearchParams();
  if (params.get(FOLIO_PARAM)) return <DocumentsStep />;
  return <ScreenShell title={es.screens.validationsDashboard} />;
}
