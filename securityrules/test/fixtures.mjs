// Identities, seed data and the contract definition the suite tests against.
//
// Identity model (docs/contract.md, "Identities"): the rules take a staff member's truth from
// `roles/{bpId}` (live = exists, not blocked, validUntil > now; admin/cnca/libranza flags from the
// record), never from the token's claims, which the session function still mints for the SPA. A
// customer holds uid `link:{linkId}` with claims {requestId, linkId, action} and is live while
// `links/{linkId}` names that folio, is unexpired and not closed, and the folio's `link/id` is it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './emulator.mjs';

export const TS = { '.sv': 'timestamp' }; // ServerValue.TIMESTAMP
export const FUTURE = 4102444800000; // 2100-01-01: a link or a role that has not expired
export const PAST = 946684800000; // 2000-01-01: expired
export const CHECKED = 1700000000000;

// Staff claims as the session function mints them. The claims are deliberately generous
// (every flag true) for the identities whose roles record says otherwise: the rules must read
// roles/{bpId}, so a forged or stale claim gets nothing.
const claims = (bpId, role, admin) => ({ bpId, role, admin, cnca: true, libranza: true });
export const staff = {
  P1: { uid: 'bp:P1', claims: claims('P1', 'Promotor', false) },
  P2: { uid: 'bp:P2', claims: claims('P2', 'Promotor', false) },
  PNOFLAGS: { uid: 'bp:P3', claims: claims('P3', 'Promotor', false) }, // roles say cnca/libranza false
  BLOCKED: { uid: 'bp:PB', claims: claims('PB', 'Promotor', false) },
  BLOCKED_STR: { uid: 'bp:PS', claims: claims('PS', 'Promotor', false) },
  LAPSED: { uid: 'bp:PL', claims: claims('PL', 'Promotor', false) }, // validUntil in the past
  NOROLE: { uid: 'bp:PX', claims: claims('PX', 'Promotor', false) },
  FORGED_ADMIN: { uid: 'bp:PF', claims: claims('PF', 'Gerente', true) }, // admin claim, roles say promoter
  GERENTE: { uid: 'bp:A1', claims: claims('A1', 'Gerente', true) },
  SUPERVISOR: { uid: 'bp:A2', claims: claims('A2', 'Supervisor', true) },
  AUXILIAR: { uid: 'bp:A3', claims: claims('A3', 'Auxiliar', true) },
  ADMIN_BLOCKED: { uid: 'bp:A4', claims: claims('A4', 'Gerente', true) },
  ADMIN_LAPSED: { uid: 'bp:A5', claims: claims('A5', 'Gerente', true) },
  ADMIN_NOFLAGS: { uid: 'bp:A6', claims: claims('A6', 'Gerente', true) }, // roles say cnca/libranza false
  ADMIN_TWO: { uid: 'bp:A7', claims: claims('A7', 'Supervisor', true) }, // holds B1 and B2
};

/** role builds a roles/{bpId} record as the session function writes it. */
export const role = (name, branches, over = {}) => ({
  name, branches: Object.fromEntries(branches.map((b) => [b, true])), blocked: false,
  admin: false, cnca: true, libranza: true, checkedAt: CHECKED, validUntil: FUTURE, ...over,
});
export const roles = {
  P1: role('Promotor', ['B1', '301']),
  P2: role('Promotor', ['B2']),
  P3: role('Promotor', ['B1'], { cnca: false, libranza: false }),
  PB: role('Promotor', ['B1'], { blocked: true }),
  PS: role('Promotor', ['B1'], { blocked: 'true' }),
  PL: role('Promotor', ['B1'], { validUntil: PAST }),
  PF: role('Promotor', ['B1']),
  A1: role('Gerente', ['B1'], { admin: true }),
  A2: role('Supervisor', ['B1'], { admin: true }),
  A3: role('Auxiliar', ['B1'], { admin: true }),
  A4: role('Gerente', ['B1'], { admin: true, blocked: true }),
  A5: role('Gerente', ['B1'], { admin: true, validUntil: PAST }),
  A6: role('Gerente', ['B1'], { admin: true, cnca: false, libranza: false }),
  A7: role('Supervisor', ['B1', 'B2'], { admin: true }),
};

// Customer links. A link key names its credential; linkId = hex(sha256(credential))[:32].
const sha = (s) => createHash('sha256').update(s).digest('hex');
export const credentialOf = (key) => `cred-${key}-AAAAAAAAAAAAAAAAAAAAAA`;
export const linkIdOf = (key) => sha(credentialOf(key)).slice(0, 32);

/** linkRecord is links/{linkId} as the functions write it. */
export const linkRecord = (key, requestId, action, over = {}) => ({
  hash: sha(credentialOf(key)), requestId, action, expiresAt: FUTURE, createdAt: CHECKED, ...over,
});

// [customer key, requestId, action, links/ overrides, claim overrides]
const customerSpecs = [
  ['C1', 'F1', 1],
  ['C2', 'F2', 1],
  // A real link of F2 whose token claims F1's requestId (a forged claim).
  ['CFORGED', 'F2', 1, {}, { requestId: 'F1' }],
  ['C7', 'F7', 1],
  ['C8', 'F8', 1],
  ['C9', 'F9', 1, { expiresAt: PAST }],
  ['C10', 'F10', 5],
  ['C11', 'F11', 2],
  ['C12', 'F12', 1, { closedAt: CHECKED }],
  // Open and unexpired, but F13's link/id names another link (it was replaced).
  ['C13', 'F13', 1],
];

export const customers = {};
export const links = {};
for (const [key, requestId, action, over = {}, claimOver = {}] of customerSpecs) {
  addCustomer(key, requestId, action, over, claimOver);
}

/** addCustomer registers a customer identity and its links/ record; returns the key. */
export function addCustomer(key, requestId, action, over = {}, claimOver = {}) {
  const id = linkIdOf(key);
  customers[key] = { uid: `link:${id}`, claims: { requestId, linkId: id, action, ...claimOver }, linkId: id };
  links[id] = linkRecord(key, requestId, action, over);
  return key;
}

/** folioLink is requests/{id}/link for a customer key (functions-only). */
export const folioLink = (key, action = links[linkIdOf(key)]?.action ?? 1, expiresAt = FUTURE) => ({
  id: linkIdOf(key), action, expiresAt, sentAt: CHECKED,
});

/**
 * uifClearance/{id}: the functions' clearance of a new folio's CURP (the UIF list and the folios in
 * flight checked), functions-only; the rules create requests/{id} only under it. The ids the suites
 * create folios under are cleared for the fixture folio's CURP.
 */
export const CLEARED_CURP = 'SABC560626MDFLRN01';
export const clearance = (over = {}) => ({ curp: CLEARED_CURP, at: CHECKED, expiresAt: FUTURE, listed: false, ...over });
export const clearances = Object.fromEntries(
  ['N1', 'N2', 'N3', 'N4', 'N5', 'K8-S'].map((id) => [id, clearance()]),
);

/** A complete, valid folio (every group of docs/design.md §3), as the owner seeds it. Its link is `C{id}`'s. */
export function folio(id, over = {}) {
  const ck = `C${id.replace(/^F/, '')}`;
  const linkKey = customers[ck] ? ck : 'C1';
  return {
    id,
    uuid: linkIdOf(linkKey),
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
    uif: { checkedAt: CHECKED },
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
    contact: { email: 'emma.gomez@gmail.com', phone: '5512345678' },
    settleCredits: { count: 1, totalToSettle: 1000, credits: { c1: { lender: 'Banco X', balance: 1000 } } },
    deposit: { paymentMethod: 6, bankCode: '012', clabe: '032180000118359719', accountType: 'ZIFE' },
    references: { ref1: { fullName: 'JUAN PEREZ', phone: '5587654321', relationship: 'Hermano' } },
    documents: {
      ineFront: { status: 'pending', gatewayId: 'g-1', uploadedAt: 1700000000000, fileType: 'JPG' },
      ineBack: { status: 'uploaded', gatewayId: 'g-2', uploadedAt: 1700000000000, fileType: 'JPG' },
      annexes: { otros: { d1: { status: 'uploaded', gatewayId: 'g-3', uploadedAt: 1700000000000, fileType: 'PDF', fileName: 'nomina.pdf' } } },
      complete: true,
    },
    questionnaires: { medical: { answers: { health: 'no' } } },
    customerSteps: {
      consent: { done: true, at: 1700000000000, customField: 1013 },
      otp: { done: true, at: 1700000000000, customField: 1014 },
      biometric: { result: 'PENDIENTE', at: 1700000000000 },
    },
    link: folioLink(linkKey),
    cnca: { code: 'E0001' },
    letterLibranza: { letterFolio: '1234-5678-901', libranzaFolio: 'LIB-2024-000001' },
    ...over,
  };
}

// The folio contract (docs/contract.md): the one definition the rules are generated from, read
// here as the oracle of the tables below.
export const contractPath = process.env.OPPNP_CONTRACT ?? join(repoRoot, 'functions/internal/contract/folio.json');
export const contract = JSON.parse(readFileSync(contractPath, 'utf8'));

// The lifecycle, expanded: statuses, initial statuses, allowed(actor, from, to[, action]).
export const lifecycle = (() => {
  // The contract names a customer transition's link actions `linkActions`.
  const def = contract;
  const statuses = Object.keys(def.statuses).sort();
  const expand = (list) => list.flatMap((x) => (x.startsWith('@')
    ? statuses.filter((s) => def.statuses[s].group === x.slice(1))
    : [x]));
  const transitions = def.transitions.map((t) => ({ ...t, from: expand(t.from), to: expand(t.to), by: t.by }));
  const allowed = (actor, from, to, action) => from !== to
    && transitions.some((t) => t.by.includes(actor) && t.from.includes(from) && t.to.includes(to)
      && (actor !== 'customer' || action === undefined || !t.linkActions || t.linkActions.includes(action)));
  return { statuses, initial: expand(def.initial), allowed, transitions, groupOf: (s) => def.statuses[s].group };
})();
