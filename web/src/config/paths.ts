/**
 * Every route of the SPA (docs/requirements.md §2): its exact path, its name and its access kind. This is the only
 * place URLs are spelled; everything else builds links with `href`.
 *
 * Access kinds:
 * - `login`: needs a logged-in promoter or staff user.
 * - `public`: anyone (the login page and the SMS outbox).
 * - `no-auth`: anyone; customer links and monitors that explicitly need no login.
 * - `cnca` / `libranza`: login plus the access flag in the cookie store, else `/home`.
 */

export type Access = 'login' | 'public' | 'no-auth' | 'cnca' | 'libranza';

/** Access kinds that need a logged-in staff user. */
export const LOGIN_ACCESS: readonly Access[] = ['login', 'cnca', 'libranza'];

export interface RouteDef {
  readonly name: string;
  readonly path: string;
  readonly access: Access;
}

const r = (name: string, path: string, access: Access): RouteDef => ({ name, path, access });

export const routes = {
  // Main
  home: r('Home', '/home', 'login'),
  login: r('Login', '/login', 'public'),
  clientSearch: r('ClientSearch', '/busqueda-cliente', 'login'),
  newClient: r('NewClient', '/newClient', 'login'),
  testing: r('Testing', '/testing', 'no-auth'),
  positiveSearch: r('PositiveSearch', '/busqueda-positiva', 'login'),
  quoter: r('Quoter', '/folio/:folioInterno/quoter', 'login'),
  quoterResult: r('QuoterResult', '/quoterResult', 'login'),
  validationsDashboard: r('ValidationsDashboard', '/validaciones', 'login'),
  paymentCapacity: r('PaymentCapacity', '/capacidad-de-pago', 'login'),
  depositIndividuals: r('DepositIndividuals', '/deposito-particulares', 'login'),
  lcom: r('Lcom', '/lcom', 'login'),
  contactInformation: r('ContactInformation', '/datos-de-contacto', 'login'),
  settleCredits: r('SettleCredits', '/liquidacion-de-creditos', 'login'),
  clientReference: r('ClientReference', '/referencia', 'login'),
  monitorRequestsOld: r('MonitorRequestsOld', '/monitor-solicitudes-old', 'no-auth'),
  client: r('Client', '/client/:bpId', 'login'),
  clientBiometricFolio: r(
    'ClientBiometricFolio',
    '/client/:bpId/folio-biometrico/:folioBiometric',
    'login',
  ),
  smsTest: r('SmsTest', '/smsTest', 'public'),

  // CNCA
  cncaMenu: r('CncaMenu', '/cnca/menu', 'cnca'),
  cncaQuoter: r('CncaQuoter', '/cnca/cotizador', 'cnca'),
  cncaQuoterResults: r('CncaQuoterResults', '/cnca/resultados-cotizacion', 'cnca'),
  cncaRequests: r('CncaRequests', '/cnca/solicitudes', 'cnca'),
  cncaPartialDischarge: r(
    'CncaPartialDischarge',
    '/cnca/solicitudes/:folio/baja-exitosa-parcial',
    'cnca',
  ),
  cncaSipreDischarge: r('CncaSipreDischarge', '/cnca/:folio/baja-sipre', 'login'),

  // Letter libranza
  libranzaMenu: r('LibranzaMenu', '/carta-libranza/menu', 'libranza'),
  libranzaQuoter: r('LibranzaQuoter', '/carta-libranza/cotizador', 'libranza'),
  libranzaQuoterResults: r(
    'LibranzaQuoterResults',
    '/carta-libranza/resultados-cotizacion',
    'libranza',
  ),
  libranzaMyLetters: r('LibranzaMyLetters', '/carta-libranza/mis-cartas', 'login'),
  letterLibranza: r('LetterLibranza', '/folio/:folio/carta-libranza', 'login'),
  generateLetterLibranza: r(
    'GenerateLetterLibranza',
    '/folio/:folioInterno/generar-carta-libranza',
    'login',
  ),

  // Salesforce
  salesforceRequests: r('SalesforceRequests', '/salesforce/solicitudes', 'login'),
  salesforceOffer: r('SalesforceOffer', '/salesforce/solicitudes/:folioIt/oferta', 'login'),

  // Customer-facing (no login)
  welcome: r('Welcome', '/folio/:uuid/bienvenida', 'no-auth'),
  uniqueUrl: r('UniqueUrl', '/folio/:uuid/bienvenida-unica', 'no-auth'),
  ineConsent: r('IneConsent', '/folio/:uuid/consentimiento-ine', 'no-auth'),
  verificationOtp: r('VerificationOtp', '/folio/:uuid/verification-otp', 'no-auth'),
  recommendations: r('Recommendations', '/folio/:uuid/recomendaciones', 'no-auth'),
  biometricValidation: r('BiometricValidation', '/folio/:uuid/validacion-biometrica', 'no-auth'),
  identificationQuestionnaire: r(
    'IdentificationQuestionnaire',
    '/folio/:uuid/cuestionario-de-identificacion',
    'no-auth',
  ),
  confirmation: r('Confirmation', '/folio/:uuid/confirmacion', 'no-auth'),
  customerDocuments: r('CustomerDocuments', '/folio/:uuid/documentos', 'no-auth'),
  summary: r('Summary', '/folio/:uuid/resumen', 'no-auth'),
  termsAndConditions: r('TermsAndConditions', '/folio/:uuid/terminos-y-condiciones', 'no-auth'),
  creditCircle: r('CreditCircle', '/folio/:uuid/circulo-de-credito', 'no-auth'),
  lifeTest: r('LifeTest', '/folio/:folio/prueba-de-vida', 'no-auth'),
  videoRecommendation: r('VideoRecommendation', '/folio/:uuid/recomendaciones-video', 'no-auth'),
  customerSignature: r('CustomerSignature', '/folio/:uuid/firma-digital', 'no-auth'),
  videoLlamada: r('VideoLlamada', '/folio/:uuid/videollamada', 'no-auth'),
  videoWelcome: r('VideoWelcome', '/folio/:uuid/bienvenida-video', 'no-auth'),
  videoConfirmation: r('VideoConfirmation', '/folio/:uuid/confirmacion-video', 'no-auth'),
  downloadFile: r('DownloadFile', '/folio/:uuid/descarga-documentos', 'no-auth'),
  testTwilio: r('TestTwilio', '/testing/twilio', 'no-auth'),

  // Staff (login)
  biometricToolDocuments: r(
    'BiometricToolDocuments',
    '/folio/:folio/herramienta-biometrica/documentos',
    'login',
  ),
  validateDocuments: r('ValidateDocuments', '/folio/:folio/biometricos/documentos', 'login'),
  incidentResults: r('IncidentResults', '/resultados-incidencias', 'login'),
  incidentResultsDetails: r(
    'IncidentResultsDetails',
    '/folio/:folio/resultados-incidencias',
    'login',
  ),
  biometricResults: r('BiometricResults', '/resultados-biometricos', 'login'),
  medicalQuestionnaire: r(
    'MedicalQuestionnaire',
    '/folio/:folioInterno/cuestionario-medico',
    'login',
  ),
  vulnerabilityQuestionnaire: r(
    'VulnerabilityQuestionnaire',
    '/folio/:folioInterno/cuestionario-vulnerabilidad',
    'login',
  ),
  validationEdition: r('ValidationEdition', '/folio/:folioInterno/validacion-edicion', 'login'),
  documentValidationDetail: r(
    'DocumentValidationDetail',
    '/folio/:folio/validacion-documentos',
    'login',
  ),
  documentValidation: r('DocumentValidation', '/validacion-documentos', 'login'),
  generalData: r('GeneralData', '/folio/:folioInterno/datos-generales', 'login'),
  employmentData: r('EmploymentData', '/folio/:folio/datos-laborales', 'login'),
  resendToCox: r('ResendToCOX', '/folio/:folio/reenvio-a-cox', 'login'),
  completedRequests: r('CompletedRequests', '/solicitudes-finalizadas', 'login'),
  completedRequestsDetail: r(
    'CompletedRequestsDetail',
    '/solicitudes-finalizadas/:bpId/:folio',
    'login',
  ),
  requestsInProcess: r('RequestsInProcess', '/solicitudes-en-proceso', 'login'),
  requestsInProcessOld: r('RequestsInProcessOld', '/solicitudes-en-proceso-old', 'login'),
  requestsInEraser: r('RequestsInEraser', '/solicitudes-en-captura', 'login'),
  clientBiometric: r('ClientBiometric', '/cliente-biometrico', 'login'),
  requestsRejectedByPromoter: r(
    'RequestsRejectedByPromoter',
    '/solicitudes-rechazadas-por-promotor',
    'login',
  ),

  // Monitor (no login)
  monitorRequestDetails: r('MonitorRequestDetails', '/id/:id/monitor-solicitudes', 'no-auth'),
  monitorRequestUpdateJson: r('MonitorRequestUpdateJson', '/id/:id/monitor-update', 'no-auth'),
  viewDocumentMonitor: r('ViewDocumentMonitor', '/id/:id/view-document-monitor', 'no-auth'),
  monitorRequestPerformance: r('MonitorRequestPerformance', '/monitor-solicitudes', 'no-auth'),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** `/` renders the home page too (an alias, not a redirect). */
export const HOME_ALIAS = '/';

/** Query parameter that carries the intended full path to the login page. */
export const REDIRECT_PARAM = 'redirect';

/** The path of a route with its `:params` filled in (each value URI-encoded). */
export function href(key: RouteKey, params: Record<string, string> = {}): string {
  return routes[key].path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`href(${key}): missing parameter ${name}`);
    }
    return encodeURIComponent(value);
  });
}

/** Where every customer link page's path starts. */
export const CUSTOMER_LINK_PREFIX = '/folio/';

/** A customer link page (`/folio/:uuid/…`, no login): phone-first, opened from an SMS. */
export function isCustomerLink(def: RouteDef): boolean {
  return def.access === 'no-auth' && def.path.startsWith(CUSTOMER_LINK_PREFIX);
}

/** `/login?redirect=<full path>`: where a user whose session ended is sent. */
export function loginHref(redirectTo?: string): string {
  if (!redirectTo) return routes.login.path;
  return `${routes.login.path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}`;
}

/** Customer welcome page after a 401 (docs/requirements.md §4 rule 8): the path segment after 'folio'. */
export function uniqueUrlAfter401(currentPath: string): string | null {
  const segments = currentPath.split('?')[0]!.split('/');
  const i = segments.indexOf('folio');
  const folio = i >= 0 ? segments[i + 1] : undefined;
  if (!folio) return null;
  return href('uniqueUrl', { uuid: decodeURIComponent(folio) });
}
