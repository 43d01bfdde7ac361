import type { ReactNode } from 'react';

import { es } from '@/copy/es';

/** A screen's frame: its Spanish heading and content (a notice while the screen is not built). */
export function ScreenShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="screen">
      <h1>{title}</h1>
      {children ?? <p>{es.app.shellNotice}</p>}
    </main>
  );
}
