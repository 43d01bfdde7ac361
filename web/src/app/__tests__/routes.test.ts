/**
 * docs/requirements.md §2, typed here by hand (not read from the router): every path is routed, by a route with the
 * expected access. `{param}` segments are filled with sample values.
 */
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { buildRoutes } from '@/app/router';
import type { RouteHandle } from '@/app/router';
import type { Access } from '@/config/paths';
import type { GuardDeps } from '@/lib/guard';

const SPEC_ROUTES: [path: string, access: Access][] = [
  // Main
  ['/', 'login'],
  ['/home', 'login'],
  ['/login', 'public'],
  ['/busqueda-cliente', 'login'],
  ['/newClient', 'login'],
  ['/testing', 'no-auth'],
  ['/busqueda-positiva', 'login'],
  ['/folio/{folioInterno}/quoter', 'login'],
  ['/quoterResult', 'login'],
  ['/validaciones', 'login'],
  ['/capacidad-de-pago', 'login'],
  ['/deposito-particulares', 'login'],
  ['/lcom', 'login'],
  ['/datos-de-contacto', 'login'],
  ['/liquidacion-de-creditos', 'login'],
  ['/referencia', 'login'],
  ['/monitor-solicitudes-old', 'no-auth'],
  ['/client/{bpId}', 'login'],
  ['/client/{bpId}/folio-biometrico/{folioBiometric}', 'login'],
  ['/smsTest', 'public'],
  // CNCA
  ['/cnca/menu', 'cnca'],
  ['/cnca/cotizador', 'cnca'],
  ['/cnca/resultados-cotizacion', 'cnca'],
  ['/cnca/solicitudes', 'cnca'],
  ['/cnca/solicitudes/{folio}/baja-exitosa-parcial', 'cnca'],
  ['/cnca/{folio}/baja-sipre', 'login'],
  // Letter libranza
  ['/carta-libranza/menu', 'libranza'],
  ['/carta-libranza/cotizador', 'libranza'],
  ['/carta-libranza/resultados-cotizacion', 'libranza'],
  ['/carta-libranza/mis-cartas', 'login'],
  ['/folio/{folio}/carta-libranza', 'login'],
  ['/folio/{folioInterno}/generar-carta-libranza', 'login'],
  // Salesforce
  ['/salesforce/solicitudes', 'login'],
  ['/salesforce/solicitudes/{folioIt}/oferta', 'login'],
  // Customer-facing (no login)
  ['/folio/{uuid}/bienvenida', 'no-auth'],
  ['/folio/{uuid}/bienvenida-unica', 'no-auth'],
  ['/folio/{uuid}/consentimiento-ine', 'no-auth'],
  ['/folio/{uuid}/verification-otp', 'no-auth'],
  ['/folio/{uuid}/recomendaciones', 'no-auth'],
  ['/folio/{uuid}/validacion-biometrica', 'no-auth'],
  ['/folio/{uuid}/cuestionario-de-identificacion', 'no-auth'],
  ['/folio/{uuid}/confirmacion', 'no-auth'],
  ['/folio/{uuid}/documentos', 'no-auth'],
  ['/folio/{uuid}/resumen', 'no-auth'],
  ['/folio/{uuid}/terminos-y-condiciones', 'no-auth'],
  ['/folio/{uuid}/circulo-de-credito', 'no-auth'],
  ['/folio/{folio}/prueba-de-vida', 'no-auth'],
  ['/folio/{uuid}/recomendaciones-video', 'no-auth'],
  ['/folio/{uuid}/firma-digital', 'no-auth'],
  ['/folio/{uuid}/videollamada', 'no-auth'],
  ['/folio/{uuid}/bienvenida-video', 'no-auth'],
  ['/folio/{uuid}/confirmacion-video', 'no-auth'],
  ['/folio/{uuid}/descarga-documentos', 'no-auth'],
  ['/testing/twilio', 'no-auth'],
  // Staff (login)
  ['/folio/{folio}/herramienta-biometrica/documentos', 'login'],
  ['/folio/{folio}/biometricos/documentos', 'login'],
  ['/resultados-incidencias', 'login'],
  ['/folio/{folio}/resultados-incidencias', 'login'],
  ['/resultados-biometricos', 'login'],
  ['/folio/{folioInterno}/cuestionario-medico', 'login'],
  ['/folio/{folioInterno}/cuestionario-vulnerabilidad', 'login'],
  ['/folio/{folioInterno}/validacion-edicion', 'login'],
  ['/folio/{folio}/validacion-documentos', 'login'],
  ['/validacion-documentos', 'login'],
  ['/folio/{folioInterno}/datos-generales', 'login'],
  ['/folio/{folio}/datos-laborales', 'login'],
  ['/folio/{folio}/reenvio-a-cox', 'login'],
  ['/solicitudes-finalizadas', 'login'],
  ['/solicitudes-finalizadas/{bpId}/{folio}', 'login'],
  ['/solicitudes-en-proceso', 'login'],
  ['/solicitudes-en-proceso-old', 'login'],
  ['/solicitudes-en-captura', 'login'],
  ['/cliente-biometrico', 'login'],
  ['/solicitudes-rechazadas-por-promotor', 'login'],
  // Monitor (no login)
  ['/id/{id}/monitor-solicitudes', 'no-auth'],
  ['/id/{id}/monitor-update', 'no-auth'],
  ['/id/{id}/view-document-monitor', 'no-auth'],
  ['/monitor-solicitudes', 'no-auth'],
];

const routeObjects: RouteObject[] = buildRoutes(() => ({}) as GuardDeps);

function leafHandle(path: string): RouteHandle | undefined {
  const matches = matchRoutes(routeObjects, path);
  return matches?.at(-1)?.route.handle as RouteHandle | undefined;
}

describe('docs/requirements.md §2 routes', () => {
  it.each(SPEC_ROUTES)('%s is routed with access %s', (specPath, access) => {
    const concrete = specPath.replace(/\{(\w+)\}/g, (_, name: string) => `sample-${name}-1`);
    const handle = leafHandle(concrete);
    expect(handle, `no route for ${concrete}`).toBeDefined();
    expect(handle?.access).toBe(access);
    expect(handle?.name).toMatch(/^[A-Z]\w+$/);
  });

  it('routes / to the home page (an alias)', () => {
    expect(leafHandle('/')?.key).toBe('home');
    expect(leafHandle('/home')?.key).toBe('home');
  });

  it.each(['/no-existe', '/folio/abc', '/cnca', '/id/1/otra-cosa'])(
    '%s falls to the not-found page',
    (path) => {
      expect(leafHandle(path)).toBeUndefined();
      expect(matchRoutes(routeObjects, path)?.at(-1)?.route.path).toBe('*');
    },
  );

  it('has no route beyond the SPEC list (besides the / alias)', () => {
    const leaves = new Set<string>();
    const walk = (rs: RouteObject[]) =>
      rs.forEach((r) => {
        if (r.handle) leaves.add(r.path!);
        if (r.children) walk(r.children);
      });
    walk(routeObjects);
    const spec = new Set(SPEC_ROUTES.map(([p]) => p.replace(/\{(\w+)\}/g, ':$1')));
    expect([...leaves].sort()).toEqual([...spec].sort());
  });
});
