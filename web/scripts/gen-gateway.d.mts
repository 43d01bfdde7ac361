/** The gateway's types as `npm run gen:gateway` writes them (scripts/gen-gateway.mjs). */
export function renderGatewayTypes(): Promise<string>;
/** The absolute path of src/lib/gateway.gen.ts. */
export const gatewayTypesPath: string;
