// @vitest-environment jsdom
/** The one logger: the fields every record carries and what the monitoring tap receives. */
import { afterEach, describe, expect, it } from 'vitest';

import { DEVICE_ID_KEY } from '@/lib/device';
import { addLogTap, logger, setLogSink, setPromoterID, setRouteName } from '@/lib/logger';
import type { LogRecord } from '@/lib/logger';

function capture() {
  const sunk: LogRecord[] = [];
  const sunkArgs: unknown[][] = [];
  const tapped: LogRecord[] = [];
  const restore = setLogSink((r, ...args) => {
    sunk.push(r);
    sunkArgs.push(args);
  });
  const untap = addLogTap((r) => tapped.push(r));
  return {
    sunk,
    sunkArgs,
    tapped,
    done: () => {
      restore();
      untap();
    },
  };
}

afterEach(() => {
  setPromoterID(undefined);
  setRouteName(undefined);
});

describe('logger', () => {
  it.each([
    ['warn', 'Token invalid or expired', [], {}],
    ['error', 'Error en la renovación de tokens', [new Error('401')], {}],
    [
      'info',
      'POST /api/session/login 200',
      [{ requestId: 'req-1', durationMs: 42, status: 200 }],
      { requestId: 'req-1', durationMs: 42, status: 200 },
    ],
  ] as const)(
    '%s %s carries level, message, route, promoterID, deviceId',
    (level, message, args, want) => {
      localStorage.setItem(DEVICE_ID_KEY, 'dev-1');
      setPromoterID('2000000001');
      setRouteName('ClientSearch');
      const c = capture();
      logger[level](message, ...args);
      c.done();
      expect(c.sunk).toEqual([
        {
          level,
          message,
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          route: 'ClientSearch',
          promoterID: '2000000001',
          deviceId: 'dev-1',
          ...want,
        },
      ]);
      expect(c.tapped[0]).toMatchObject(c.sunk[0]!);
    },
  );

  it('leaves promoterID and route out when unknown, and gives the tap other arguments as detail', () => {
    const c = capture();
    logger.error('Error al refrescar token:', new TypeError('Failed to fetch'), 'x');
    c.done();
    expect(c.sunk[0]).not.toHaveProperty('promoterID');
    expect(c.sunk[0]).not.toHaveProperty('route');
    expect(c.tapped[0]?.detail).toEqual(['TypeError: Failed to fetch', 'x']);
  });

  it('masks personal data before the console and the tap, by key and in text', () => {
    const c = capture();
    logger.info(
      'alta GODE561231MDFMZM01',
      {
        folio: 'F1',
        cliente: { curp: 'GODE561231MDFMZM01', telefono: 5512345678, password: 'secreto' },
      },
      new Error('tel 5512345678'),
    );
    c.done();
    const [record, ctx, err] = [c.sunk[0], ...(c.sunkArgs[0] ?? [])];
    expect(record?.message).toBe('alta GODE******01');
    expect(ctx).toEqual({
      folio: 'F1',
      cliente: { curp: 'GODE******01', telefono: '******5678', password: '******' },
    });
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('tel ******5678');
    expect(JSON.stringify(c.tapped)).not.toMatch(/GODE561231|5512345678|secreto/);
  });

  it('a throwing tap never breaks the caller', () => {
    const c = capture();
    const untap = addLogTap(() => {
      throw new Error('tap');
    });
    expect(() => logger.info('hola')).not.toThrow();
    untap();
    c.done();
    expect(c.sunk).toHaveLength(1);
  });
});
