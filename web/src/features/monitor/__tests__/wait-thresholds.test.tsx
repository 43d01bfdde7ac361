import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createReader } from '@/lib/remote-config';
import type { RemoteConfigReader } from '@/lib/remote-config';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

import {
  parseThresholds,
  useWaitThresholds,
  WAIT_THRESHOLDS_KEY,
} from '../hooks/use-wait-thresholds';

describe('parseThresholds', () => {
  it.each([
    ['minutes to ms', { validation: 240, quoter: 1.5 }, { validation: 14_400_000, quoter: 90_000 }],
    [
      'drops what is not a positive number',
      { a: 0, b: -3, c: '60', d: null, e: 10 },
      { e: 600_000 },
    ],
    ['not an object', [60], {}],
    ['nothing', null, {}],
  ])('%s', (_, raw, want) => {
    expect(parseThresholds(raw)).toEqual(want);
  });
});

function reader(env: 'dev' | 'prod', values: Record<string, string>) {
  const logs: LogLine[] = [];
  return createReader(env, (k) => Promise.resolve(values[k]), recordingLogger(logs));
}

function Show({ config }: { config: RemoteConfigReader }) {
  return <p data-testid="th">{JSON.stringify(useWaitThresholds(config))}</p>;
}

describe('useWaitThresholds', () => {
  it('reads the key with the environment prefix', async () => {
    const config = reader('dev', {
      [`dev_${WAIT_THRESHOLDS_KEY}`]: '{"validation":30}',
      [WAIT_THRESHOLDS_KEY]: '{"validation":240}',
    });
    render(<Show config={config} />);
    expect(await screen.findByText('{"validation":1800000}')).toBeInTheDocument();
  });

  it('leaves every status without a threshold when the value is unreadable', async () => {
    render(<Show config={reader('prod', { [WAIT_THRESHOLDS_KEY]: '{' })} />);
    expect(await screen.findByTestId('th')).toHaveTextContent('{}');
  });
});
