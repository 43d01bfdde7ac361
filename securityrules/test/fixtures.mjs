// Identities, seed data and the lifecycle definition the suite tests against.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './emulator.mjs';

export const TS = { '.sv': 'timestamp' }; // ServerValue.TIMESTAMP
export const FUTURE = 4102444800000; // 2100-01-01: a link that has not expired
export const PAST = 946684800000; // 2000-01-01: an expired link

// Staff claims as the session function mints them (DESIGN §2).
export const staff = {
  P1: { uid: 'bp:P1', claims: { bpId: 'P1', role: 'Promotor', admin: false, cnca: true, libranza: true } },
  P2: { uid: 'bp:P2', claims: { bpId: 'P2', role: 'Promotor', admin: false, cnca: true, libranza: true } },
  PNOFLAGS: { uid: 'bp:P3', claims: { bpId: 'P3', role: 'Promotor', admin: false, cnca: false, libranza: false } },
  BLOCKED: { uid: 'bp:PB', claims: { bpId: 'PB', role: 'Promotor', admin: false, cnca: true, libranza: true } },
  BLOCKED_STR: { uid: 'bp:PS', claims: { bpId: 'PS', role: 'Promotor', admin: false, cnca: true, libranza: true } },
  NOROLE: { uid: 'bp:PX', claims: { bpId: 'PX', role: 'Promotor', admin: false, cnca: true, libranza: true } },
  GERENTE: { uid: 'bp:A1', claims: { bpId: 'A1', role: 'Gerente', admin: true, cnca: true, libranza: true } },
  SUPERVISOR: { uid: 'bp:A2', claims: { bpId: 'A2', role: 'Supervisor', admin: true, cnca: true, libranza: true } },
  AUXILIAR: { uid: 'bp:A3', claims: { bpId: 'A3', role: 'Auxiliar', admin: true, cnca: true, libranza: true } },
  ADMIN_BLOCKED: { uid: 'bp:A4', claims: { bpId: 'A4', role: 'Gerente', admin: true, cnca: true, libranza: true } },
};

// Customer links (DESIGN §2): uid link:{uuid}, claims {uuid, requestId}.
export const customers = {
  C1: { uid: 'link:U1', claims: { uuid: 'U1', requestId: 'F1' } },
  // A link whose uuid belongs to another folio, claiming F1's requestId.
  C2: { uid: 'link:U2', claims: { uuid: 'U2', requestId: 'F1' } },
  MATRIX: { uid: 'link:UM', claims: { uuid: 'UM', requestId: 'T' } },
};

export const roles = {
  P1: { name: 'Promotor', branches: { B1: true, 301: true }, blocked: false },
  P2: { name: 'Promotor', branches: { B2: true }, blocked: false },
  P3: { name: 'Promotor', branches: { B1: true }, blocked: false },
  PB: { name: 'Promotor', branches: { B1: true }, blocked: true },
  PS: { name: 'Promotor', branches: { B1: true }, blocked: 'true' },
  A1: { name: 'Gerente', branches: { B1: true }, blocked: false },
  A2: { name: 'Supervisor', branches: { B1: true }, blocked: false },
  A3: { name: 'Auxiliar', branches: { B1: true }, blocked: false },
  A4: { name: 'Gerente', branches: { B1: true }, blocked: true },
};

/** A complete, valid folio (every group of DESIGN §3), as the owner seeds it. */
export function folio(id, over = {}) {
  return {
    id,
    uuid: 'U1',
    status: 'quoter',
    currentPromoterBpId: 'P1',
    lastUpdateAt: 1700000000000,
    lastUpdateBy: 'bp:P1',
    createdAt: 1700000000000,
    createdBy: 'bp:P1',
    taskIdCnca: '',
    taskId: 'T-100',
    folioIt: 'IT-100',
    bioprocess: false,
    rfc: 'GODE561231GR8',
    curp: 'SABC560626MDFLRN01',
    typeSaleAndOrigin: 'Interna - V. Asistida',
    client: {
      names: 'Emma', firstLastName: 'Gómez', secondLastName: 'Díaz', fullName: 'EMMA GOMEZ DIAZ',
      birthDate: '1956-12-31', gender: 'F', nss: '12345678903', email: 'emma.gomez@gmail.com',
      phone: '5512345678', ocr: '1234567890123', electorCode: 'HRGRJN82050602H900', ineNumber: '01',
      ineExpirationYear: '2030', cic: '123456789',
    },
    capacitySimulator: { perceptions: 10000, deductions: 2000, paymentCapacity: '2400.00' },
    offer: {
      quoter: {
        agreement: { branch: { branchID: 'B1' }, agreementGroup: 'IMSS', agreementItem: 'Pensionados' },
        amount: 50000, term: 48, payment: 1850.5, tasa: 35.5, cat: 45.2, product: 'Pensionados IMSS',
        creditType: 'Nuevo', discountAmount: '1850.50',
      },
    },
    employmentData: {
      cotizaEn: 'IMSS', employeeNumber: 'E-1', fechaTrabajo: '1980-01-15', numeroEmpleado: '4411',
      sueldoMensual: 15000, tipoContrato: 'Base', tipoEmpleado: 'Pensionado',
    },
    contact: { email: 'emma.gomez@gmail.com', phone: '5512345678', street: 'Av. Reforma 1' },
    settleCredits: { c1: { institution: 'Banco X', amount: 1000 } },
    deposit: { paymentMethod: 6, bankCode: '012', clabe: '032180000118359719', accountType: 'ZIFE' },
    references: { r1: { fullName: 'JUAN PEREZ', phone: '5587654321', relationship: 'Hermano' } },
    documents: { ineFront: { status: 'pending', gatewayId: 'g-1', uploadedAt: 1700000000000, fileType: 'JPG' } },
    questionnaires: { medical: { q1: 'no' } },
    customerSteps: {
      consent: { done: true, at: 1700000000000, customField: 1013 },
      otp: { done: true, at: 1700000000000, customField: 1014 },
      biometric: { result: 'PENDIENTE', at: 1700000000000 },
    },
    link: { action: 1, expiresAt: FUTURE },
    cnca: { code: 'E0001' },
    letterLibranza: { letterFolio: '1234-5678-901', libranzaFolio: 'LIB-2024-000001' },
    ...over,
  };
}

// The lifecycle definition, expanded as package lifecycle expands it.
export const lifecycle = (() => {
  const def = JSON.parse(readFileSync(join(repoRoot, 'functions/internal/lifecycle/lifecycle.json'), 'utf8'));
  const statuses = Object.keys(def.statuses).sort();
  const expand = (list) => list.flatMap((x) => (x.startsWith('@')
    ? statuses.filter((s) => def.statuses[s].group === x.slice(1))
    : [x]));
  const transitions = def.transitions.map((t) => ({ from: expand(t.from), to: expand(t.to), by: t.by }));
  const allowed = (actor, from, to) => from !== to
    && transitions.some((t) => t.by.includes(actor) && t.from.includes(from) && t.to.includes(to));
  return { statuses, initial: expand(def.initial), allowed, transitions };
})();
