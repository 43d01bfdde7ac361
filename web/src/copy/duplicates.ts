/**
 * Duplicate folios (docs/adr/0055-folio-creation-cleared-by-the-functions.md): a client with a
 * folio in flight at search, the staff queue of refused duplicates and their exception.
 */
export const duplicates = {
  inFlightTitle: 'Este cliente ya tiene solicitudes en curso',
  inFlightIntro:
    'No se puede iniciar otra solicitud mientras esta siga en curso, salvo que un administrador de tu sucursal autorice la excepción.',
  folio: (id: string) => `Folio ${id}`,
  status: 'Estatus',
  branch: 'Sucursal',
  noBranch: 'Sin sucursal asignada',
  age: (days: number) =>
    days === 0 ? 'Iniciada hoy' : days === 1 ? 'Iniciada hace 1 día' : `Iniciada hace ${days} días`,
  queueTitle: 'Solicitudes duplicadas',
  queueEmpty: 'No hay solicitudes duplicadas por autorizar.',
  promoter: 'Promotor',
  curp: 'CURP',
  others: 'Solicitudes en curso',
  when: 'Intento',
  state: 'Estado',
  pending: 'Pendiente de autorización',
  allowed: (who: string) => `Excepción autorizada por ${who}`,
  used: (id: string) => `Excepción usada en el folio ${id}`,
  allow: 'Autorizar excepción',
  allowedToast: 'Excepción autorizada: el promotor ya puede iniciar la solicitud.',
  loadError: 'No se pudieron consultar las solicitudes duplicadas.',
  badge: (n: number) => (n === 1 ? '1 duplicada por autorizar' : `${n} duplicadas por autorizar`),
};
