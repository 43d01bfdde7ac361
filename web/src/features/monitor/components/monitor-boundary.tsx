import { Component } from 'react';
import type { ReactNode } from 'react';

import { monitor as t } from '@/copy/monitor';
import { logger } from '@/lib/logger';

/** Keeps a monitor page's frame and heading when its screen fails, with a Spanish message. */
export class MonitorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    logger.error('monitor screen failed', {}, error);
  }

  override render() {
    return this.state.failed ? (
      <p role="alert" className="alert">
        {t.loadError}
      </p>
    ) : (
      this.props.children
    );
  }
}
