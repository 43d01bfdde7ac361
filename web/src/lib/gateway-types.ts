/**
 * The gateway's types as its contract declares them (lib/gateway.gen.ts, generated from
 * emulators/gateway/openapi.json by `npm run gen:gateway -w web`): a schema by name, and the
 * `data` of an operation's success answer by operationId. The SPA's gateway calls type what they
 * send and read with these instead of copying the contract by hand.
 */
import type { components, operations } from '@/lib/gateway.gen';

/** A schema of the contract's components, by name. */
export type GatewaySchema<N extends keyof components['schemas']> = components['schemas'][N];

type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never;

/** The `data` of an operation's success answer (200, 201 or 202), by its operationId. */
export type GatewayData<Op extends keyof operations> =
  Success<operations[Op]['responses']> extends {
    content: { 'application/json': { data: infer D } };
  }
    ? D
    : never;
