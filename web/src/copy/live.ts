/** The live-data layer's states and the paged lists' controls (entities/folio/live-data.ts). */
export const live = {
  signedOut: 'Tu sesión terminó. Inicia sesión de nuevo para ver esta información.',
  missing: 'No encontramos la solicitud.',
  denied: 'No tienes permiso para ver esta información.',
  more: 'Ver más',
  loadingMore: 'Cargando más…',
  branch: 'Sucursal',
  allBranches: 'Todas',
  from: 'Actualizadas desde',
  until: 'Actualizadas hasta',
  search: 'Buscar por folio, cliente o CURP',
  searchNote:
    'La búsqueda revisa las solicitudes cargadas; usa «Ver más» para buscar en anteriores.',
} as const;
