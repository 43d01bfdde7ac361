import { Component } from 'react';
import type { ReactNode } from 'react';

import { isChunkLoadError } from '@/lib/chunk-reload';
import { logger } from '@/lib/logger';

/**
 * Keeps the customer's frame and heading when a screen fails, with a Spanish message instead. A
 * chunk that failed to load (the SDK's, after a deploy: lib/use-firebase.ts) is the route's error
 * boundary's, which reloads the page (lib/chunk-reload.ts).
 */
export class LinkBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) logger.error('customer link screen failed', {}, error);
  }

  override render() {
    if (this.state.failed && isChunkLoadError(this.state.error)) throw this.state.error;
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
