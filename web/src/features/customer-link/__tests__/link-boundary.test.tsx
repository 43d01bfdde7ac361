import { render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { LinkBoundary } from '../components/link-boundary';

/** The route's error boundary, as far as this test needs it. */
class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>route: {this.state.error.message}</p> : this.props.children;
  }
}

function Throws({ error }: { error: Error }): ReactNode {
  throw error;
}

function renderWith(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Outer>
      <LinkBoundary fallback={<p>sin acceso</p>}>
        <Throws error={error} />
      </LinkBoundary>
    </Outer>,
  );
}

describe('LinkBoundary', () => {
  it("shows its message in the customer's frame when a screen fails", () => {
    renderWith(new Error('boom'));
    expect(screen.getByText('sin acceso')).toBeInTheDocument();
    expect(screen.queryByText(/route:/)).not.toBeInTheDocument();
  });

  it("passes a chunk that failed to load to the route's boundary, which reloads the page", () => {
    renderWith(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(
      screen.getByText(/route: Failed to fetch dynamically imported module/),
    ).toBeInTheDocument();
    expect(screen.queryByText('sin acceso')).not.toBeInTheDocument();
  });
});
