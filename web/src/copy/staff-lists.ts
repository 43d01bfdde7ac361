/**
 * The staff strings a list and the form kit read before a list's first row, apart from the rest
 * of copy/staff.ts so the list's chunks do not carry the capture flow's strings
 * (docs/adr/0075-staff-list-and-import-at-scale.md). copy/staff.ts holds the first two
 * as `staff.common` and `staff.lists`; the branch types are the app frame's.
 */
export const staffCommon = {
  continue: 'Guardar y continuar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  accept: 'Aceptar',
  loading: 'Cargando…',
  folio: 'Folio',
  optional: '(opcional)',
  saveError: 'No pudimos guardar los datos. Revisa tu conexión e intenta de nuevo.',
  folioMissing: 'No encontramos el folio o no tienes acceso a él.',
  noFolio: 'Primero busca al cliente para iniciar o continuar una solicitud.',
  startSearch: 'Ir a búsqueda de cliente',
  readOnly: 'Este folio ya no está en captura; sus datos no se pueden modificar.',
  blocked:
    'Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador.',
  stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
  steps: 'Pasos de la captura',
  selectPlaceholder: 'Selecciona',
};

export const staffLists = {
  empty: 'No hay solicitudes en esta lista.',
  folio: 'Folio',
  client: 'Cliente',
  curp: 'CURP',
  status: 'Estatus',
  branch: 'Sucursal',
  amount: 'Monto',
  updated: 'Última actualización',
  actions: 'Acciones',
  continue: 'Continuar captura',
  discard: 'Descartar',
  detail: 'Ver detalle',
  attend: 'Atender',
  discardTitle: 'Descartar solicitud',
  discardReason: 'Motivo',
  discardConfirm: 'Descartar solicitud',
  reason: 'Motivo',
  live: 'La lista se actualiza sola.',
  /** The former, read-once list (/solicitudes-en-proceso-old). */
  snapshot: 'Esta lista se consulta una vez; usa Actualizar para volver a leerla.',
  refresh: 'Actualizar',
  readAt: (time: string) => `Consultada a las ${time}.`,
  byStatus: 'Solicitudes por estatus',
  perStatus: 'Solicitudes',
  loadError: 'No pudimos cargar las solicitudes.',
  count: (n: number) => (n === 1 ? '1 solicitud' : `${n} solicitudes`),
  /** The customer link of a folio waiting for the customer (POST /api/requests/{id}/link). */
  resendLink: 'Reenviar enlace',
  resendingLink: 'Reenviando…',
  linkExpires: (when: string) => `El enlace vence el ${when}.`,
  linkExpired: 'El enlace del cliente venció.',
  linkResent: (when: string) => `Enlace reenviado por SMS. Vence el ${when}.`,
  resendError: 'No pudimos reenviar el enlace. Intenta de nuevo.',
};

export const staffBranchTypes = {
  MOVIL: 'Módulo móvil',
  OFFICE_TO: 'Oficina',
  ZFISCAL: 'Zona fiscal',
  XXDEFAULT: 'Sin tipo asignado',
};
