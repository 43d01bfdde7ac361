import { Link } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { routes } from '@/config/paths';
import { es } from '@/copy/es';

export function NotFoundPage() {
  return (
    <ScreenShell title={es.notFound.title}>
      <p>{es.notFound.body}</p>
      <Link to={routes.home.path}>{es.notFound.back}</Link>
    </ScreenShell>
  );
}
