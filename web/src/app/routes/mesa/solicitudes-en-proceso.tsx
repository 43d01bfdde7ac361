import { es } from '@/copy/es';
import { RequestsList } from '@/features/requests-lists/components/requests-list';

export default function Page() {
  return <RequestsList kind="inProcess" title={es.screens.requestsInProcess} />;
}
