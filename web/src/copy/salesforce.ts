/**
 * Spanish (es-MX) strings of the Salesforce screens (/salesforce/solicitudes and
 * /salesforce/solicitudes/{folioIt}/oferta): the promoter's Salesforce request list and the offer
 * page that starts a folio from an offer.
 */

export const salesforce = {
  list: {
    lead: 'Solicitudes que Salesforce te asignó. Elige una para ver sus ofertas e iniciar el folio.',
    caption: 'Solicitudes de Salesforce',
    count: (n: number) => (n === 1 ? '1 solicitud' : `${n} solicitudes`),
    loading: 'Cargando solicitudes de Salesforce…',
    empty: 'No tienes solicitudes de Salesforce por atender.',
    error: 'No pudimos cargar tus solicitudes de Salesforce. Intenta de nuevo en unos minutos.',
    retry: 'Intentar de nuevo',
    folioIt: 'Folio IT',
    client: 'Cliente',
    curp: 'CURP',
    amount: 'Monto solicitado',
    status: 'Estatus',
    created: 'Fecha',
    actions: 'Acciones',
    offers: (folioIt: string) => `Ver ofertas de ${folioIt}`,
    offersShort: 'Ver ofertas',
  },
  offer: {
    loading: 'Cargando ofertas…',
    error: 'No pudimos cargar las ofertas de esta solicitud. Intenta de nuevo en unos minutos.',
    notFound: 'No encontramos esta solicitud de Salesforce entre las tuyas.',
    empty: 'Esta solicitud no tiene ofertas disponibles.',
    back: 'Volver a solicitudes Salesforce',
    request: 'Solicitud',
    client: 'Cliente',
    curp: 'CURP',
    amount: 'Monto',
    term: 'Plazo',
    months: (n: number) => `${n} meses`,
    payment: 'Pago mensual',
    tasa: 'Tasa anual',
    cat: 'CAT',
    percent: (n: number) => `${n.toFixed(2)} %`,
    catValue: (n: number) => `${n.toFixed(1)} % sin IVA`,
    start: (offerId: string) => `Iniciar solicitud con la oferta ${offerId}`,
    startShort: 'Iniciar solicitud con esta oferta',
    starting: 'Creando folio…',
    startError: 'No pudimos crear el folio. Intenta de nuevo en unos minutos.',
    uifTitle: 'Cliente no elegible',
    uifBody:
      'El cliente no es elegible para un crédito. Se enviará un correo al área de cumplimiento con los datos de la búsqueda.',
    customerError: 'No pudimos obtener los datos del cliente. Intenta de nuevo en unos minutos.',
    created: (id: string) => `Folio ${id} creado con la oferta de Salesforce.`,
  },
} as const;
