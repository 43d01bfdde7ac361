import { Component } from 'react';
import type { ReactNode } from 'react';

import { logger } from '@/lib/logger';

/** Keeps the customer's frame and heading when a screen fails, with a Spanish message instead. */
export class LinkBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    logger.error('customer link screen failed', {}, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
