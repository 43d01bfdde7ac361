// Consola del emulador OPPNP: JavaScript sin dependencias. Todo el texto
// visible está en español; los datos se insertan siempre como texto.
'use strict';

/** @type {(id: string) => any} the page's elements by id: inputs, forms, selects */
const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

async function getJSON(url, opts) {
  const r = await fetch(url, opts);
  const text = await r.text();
  let body = {};
  try { body = text ? JSON.parse(text) : {}; } catch { body = { error: text }; }
  if (!r.ok) throw new Error(body.error || `HTTP ${r.status}`);
  return { body, headers: r.headers };
}

function status(id, text) { $(id).textContent = text; }

// ---- Pestañas ----
const loaders = {};
const tabs = ['datos', 'registros', 'sms', 'config', 'reglas'];
let current = '';
function show(name) {
  if (!tabs.includes(name)) name = 'datos';
  current = name;
  for (const t of tabs) {
    $(`tab-${t}`).setAttribute('aria-selected', String(t === name));
    $(`panel-${t}`).hidden = t !== name;
  }
  if (location.hash !== `#${name}`) history.replaceState(null, '', `#${name}`);
  if (loaders[name]) loaders[name]();
}
for (const t of tabs) $(`tab-${t}`).addEventListener('click', () => show(t));

// ---- Resumen ----
let defaultNamespace = '';
async function overview() {
  try {
    const { body } = await getJSON('/api/overview');
    defaultNamespace = body.defaultNamespace;
    $('proyecto').textContent = `· ${body.project}`;
    const ul = $('servicios');
    ul.replaceChildren();
    for (const [name, url] of Object.entries(body.services).sort()) {
      ul.append(el('li', {}, `${name}: `, el('a', { href: url, target: '_blank', rel: 'noopener' }, url.replace('http://', ''))));
    }
  } catch (e) {
    $('proyecto').textContent = `(sin resumen: ${e.message})`;
  }
}

// ---- Base de datos en vivo ----
let source = null;
let tree = null;
const open = new Set(['']);
let renderPending = false;

function applyPut(root, path, value) {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return value;
  if (root === null || typeof root !== 'object') root = {};
  const stack = [root];
  let node = root;
  for (const p of parts.slice(0, -1)) {
    if (node[p] === null || typeof node[p] !== 'object') node[p] = {};
    node = node[p];
    stack.push(node);
  }
  const last = parts[parts.length - 1];
  if (value === null) delete node[last]; else node[last] = value;
  // Un nodo sin hijos deja de existir, como en Realtime Database.
  for (let i = stack.length - 1; i > 0; i--) {
    if (Object.keys(stack[i]).length > 0) break;
    delete stack[i - 1][parts[i - 1]];
  }
  return Object.keys(root).length ? root : null;
}

function renderNode(key, value, path) {
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const d = el('details', { 'data-path': path, open: open.has(path) },
      el('summary', {}, el('span', { class: 'clave' }, key), ` (${keys.length} ${keys.length === 1 ? 'hijo' : 'hijos'})`));
    d.addEventListener('toggle', () => { if (d.open) open.add(path); else open.delete(path); });
    if (d.open) {
      for (const k of keys.slice(0, 500)) d.append(renderNode(k, value[k], `${path}/${k}`));
      if (keys.length > 500) d.append(el('div', { class: 'hoja' }, `… ${keys.length - 500} más`));
    } else {
      d.addEventListener('toggle', () => render(), { once: true });
    }
    return d;
  }
  return el('div', { class: 'hoja', 'data-path': path }, el('span', { class: 'clave' }, key), ': ', el('span', { class: 'valor' }, JSON.stringify(value)));
}

function render() {
  renderPending = false;
  const root = $('arbol');
  if (tree === null) {
    root.replaceChildren(el('p', {}, 'La base de datos está vacía.'));
    return;
  }
  root.replaceChildren(renderNode($('ns').value || '/', tree, ''));
}

function scheduleRender() {
  if (!renderPending) { renderPending = true; setTimeout(render, 150); }
}

function watch(ns) {
  if (source) source.close();
  tree = null;
  status('datos-estado', 'Conectando…');
  source = new EventSource(`/api/database/${encodeURIComponent(ns)}/`);
  source.addEventListener('open', () => status('datos-estado', 'En vivo'));
  source.addEventListener('put', (e) => { const m = JSON.parse(e.data); tree = applyPut(tree, m.path, m.data); scheduleRender(); });
  source.addEventListener('patch', (e) => {
    const m = JSON.parse(e.data);
    for (const [k, v] of Object.entries(m.data || {})) tree = applyPut(tree, `${m.path}/${k}`, v);
    scheduleRender();
  });
  source.addEventListener('cancel', () => status('datos-estado', 'Lectura cancelada por la base de datos'));
  source.addEventListener('auth_revoked', () => status('datos-estado', 'Credencial revocada'));
  source.addEventListener('error', () => status('datos-estado', 'Sin conexión; reintentando…'));
}

let namespacesLoaded = false;
loaders.datos = async () => {
  if (namespacesLoaded) return;
  try {
    const { body } = await getJSON('/api/namespaces');
    const sel = $('ns');
    sel.replaceChildren(...body.namespaces.map((n) => el('option', { value: n, selected: n === body.default }, n)));
    namespacesLoaded = true;
    watch(sel.value);
  } catch (e) {
    status('datos-estado', `No se pudo leer la base de datos: ${e.message}`);
  }
};
$('ns').addEventListener('change', (e) => watch(/** @type {HTMLSelectElement} */ (e.target).value));

// ---- Registros ----
let since = 0;
let records = [];
const levelNames = { debug: 'Depuración', info: 'Información', warn: 'Advertencia', error: 'Error' };
const sourceNames = { spa: 'SPA', functions: 'Funciones', gateway: 'Gateway', database: 'Base de datos', hosting: 'Hosting', auth: 'Auth', suite: 'Suite' };

function filterQuery() {
  const q = new URLSearchParams();
  for (const [k, v] of new FormData($('filtros'))) if (String(v).trim()) q.set(k, String(v).trim());
  return q;
}

function renderRecords() {
  const rows = records.map((r) => el('tr', { 'data-request-id': r.requestId || '' },
    el('td', {}, new Date(r.time).toLocaleTimeString('es-MX', { hour12: false }) + '.' + String(new Date(r.time).getMilliseconds()).padStart(3, '0')),
    el('td', { class: `nivel-${r.level}` }, levelNames[r.level] || r.level),
    el('td', { 'data-source': r.source }, sourceNames[r.source] || r.source),
    el('td', {}, r.message),
    el('td', {}, r.route || ''),
    el('td', {}, r.promoterID || ''),
    el('td', {}, r.folio || ''),
    el('td', {}, r.requestId || ''),
    el('td', {}, r.durationMs !== undefined ? `${r.durationMs} ms` : ''),
    el('td', {}, r.status || ''),
    el('td', { class: 'campos' }, r.fields ? JSON.stringify(r.fields) : '')));
  $('registros').replaceChildren(...rows);
  status('registros-estado', `${records.length} registros`);
}

async function pollLogs() {
  const q = filterQuery();
  q.set('since', String(since));
  try {
    const { body } = await getJSON(`/api/logs?${q}`);
    if (body.records.length) {
      records = body.records.concat(records).slice(0, 1000);
      renderRecords();
    } else if (since === 0) {
      renderRecords();
    }
    since = body.last;
  } catch (e) {
    status('registros-estado', `Error al leer los registros: ${e.message}`);
  }
}

function resetLogs() { since = 0; records = []; pollLogs(); }
$('filtros').addEventListener('submit', (e) => { e.preventDefault(); resetLogs(); });
$('limpiar').addEventListener('click', () => { $('filtros').reset(); resetLogs(); });
loaders.registros = pollLogs;

// ---- Mensajes enviados (SMS y correos) ----
loaders.sms = async () => {
  try {
    const { body } = await getJSON('/api/outbox');
    const msgs = (body.data && body.data.messages) || [];
    const mails = (body.data && body.data.emails) || [];
    $('sms').replaceChildren(...msgs.map((m) => el('tr', {}, el('td', {}, new Date(m.sentAt).toLocaleString('es-MX')),
      el('td', {}, m.phone), el('td', {}, m.message), el('td', {}, m.messageId))));
    $('correos').replaceChildren(...mails.map((m) => el('tr', {}, el('td', {}, new Date(m.sentAt).toLocaleString('es-MX')),
      el('td', {}, m.to), el('td', {}, m.subject), el('td', { class: 'mensaje' }, m.body), el('td', {}, m.messageId))));
    const n = msgs.length + mails.length;
    status('sms-estado', n ? `${msgs.length} SMS y ${mails.length} correos` : 'No se han enviado mensajes.');
  } catch (e) {
    status('sms-estado', `No se pudo leer la bandeja: ${e.message}`);
  }
};
$('sms-actualizar').addEventListener('click', () => loaders.sms());

// ---- Remote Config ----
function switchOf(p) {
  const v = p.defaultValue && p.defaultValue.value;
  if (typeof v !== 'string') return null;
  if ((p.valueType || '').toUpperCase() === 'BOOLEAN') return v === 'true';
  if ((p.valueType || '').toUpperCase() === 'JSON') {
    try { const o = JSON.parse(v); if (o && typeof o.enabled === 'boolean') return o.enabled; } catch { /* no es un objeto */ }
  }
  return null;
}

async function toggle(key, on, box) {
  box.disabled = true;
  try {
    await getJSON(`/api/remoteconfig/toggle/${encodeURIComponent(key)}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: on }),
    });
    status('config-estado', `${key}: ${on ? 'activado' : 'desactivado'}`);
  } catch (e) {
    status('config-estado', `No se pudo cambiar ${key}: ${e.message}`);
  }
  loaders.config();
}

loaders.config = async () => {
  try {
    const { body } = await getJSON('/api/remoteconfig/template');
    const params = { ...(body.parameters || {}) };
    for (const g of Object.values(body.parameterGroups || {})) Object.assign(params, g.parameters || {});
    const rows = Object.keys(params).sort().map((key) => {
      const p = params[key];
      const on = switchOf(p);
      const value = p.defaultValue ? (p.defaultValue.useInAppDefault ? '(valor de la app)' : p.defaultValue.value) : '';
      const cell = on === null ? el('td', {}, '—') : el('td', {}, el('input', {
        type: 'checkbox', role: 'switch', checked: on, 'aria-label': `Activar ${key}`, 'data-key': key,
        onchange: (e) => toggle(key, e.target.checked, e.target),
      }));
      return el('tr', { 'data-key': key }, el('td', {}, key), el('td', {}, p.valueType || 'STRING'), el('td', { class: 'campos' }, value), cell);
    });
    $('config').replaceChildren(...rows);
  } catch (e) {
    status('config-estado', `No se pudo leer la plantilla: ${e.message}`);
  }
};
$('config-actualizar').addEventListener('click', () => loaders.config());

// ---- Reglas y rechazos ----
loaders.reglas = async () => {
  const ns = $('ns').value || defaultNamespace;
  if (!ns) return;
  try {
    const { body } = await getJSON('/api/denials');
    $('rechazos').replaceChildren(...body.records.map((r) => el('tr', {},
      el('td', {}, new Date(r.time).toLocaleTimeString('es-MX', { hour12: false })),
      el('td', {}, (r.fields && r.fields.ns) || ''), el('td', {}, (r.fields && r.fields.op) || ''),
      el('td', {}, (r.fields && r.fields.path) || ''), el('td', {}, (r.fields && r.fields.reason) || ''))));
    if (!body.records.length) $('rechazos').replaceChildren(el('tr', {}, el('td', { colspan: 5 }, 'Sin rechazos.')));
  } catch (e) {
    status('reglas-estado', `No se pudieron leer los rechazos: ${e.message}`);
  }
  try {
    const r = await fetch(`/api/rules/${encodeURIComponent(ns)}`);
    const text = await r.text();
    let pretty = text;
    try { pretty = JSON.stringify(JSON.parse(text), null, 2); } catch { /* reglas con comentarios */ }
    if ($('reglas').textContent !== pretty) $('reglas').textContent = pretty;
    $('reglas-origen').textContent = r.headers.get('X-Rules-Source') === 'file' ? '(desde el archivo; la base de datos no está en ejecución)' : `(en vigor en ${ns})`;
  } catch (e) {
    status('reglas-estado', `No se pudieron leer las reglas: ${e.message}`);
  }
};
$('reglas-actualizar').addEventListener('click', () => loaders.reglas());

// ---- Arranque ----
overview();
loaders.datos();
show(location.hash.slice(1));
setInterval(() => { if (current === 'registros' || current === 'sms' || current === 'reglas') loaders[current](); }, 2000);
