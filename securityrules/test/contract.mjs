// The contract definition (functions/internal/contract/folio.json) read into the model the matrix
// needs: statuses and their stages, the customer links' actions and stages, the transitions, the
// field specs, and the field groups with who writes them in which statuses.
import { contract, lifecycle } from './fixtures.mjs';

const def = contract ?? { fieldGroups: {}, links: {}, fields: { fields: {} }, shapes: {} };
const statuses = lifecycle.statuses;
const stageOf = (s) => lifecycle.groupOf(s);

/** linkStage: the statuses a link of this action acts in. */
const linkStage = (action) => def.links?.[String(action)]?.stage ?? [];
const actions = Object.keys(def.links ?? {}).map(Number).sort();

/** expand resolves @group, @all and @links (the statuses of the writer's link actions). */
function expand(list = [], linkActions = actions) {
  return new Set(list.flatMap((x) => {
    if (x === '@all') return statuses;
    if (x === '@links') return linkActions.flatMap(linkStage);
    if (x.startsWith('@')) return statuses.filter((s) => stageOf(s) === x.slice(1));
    return [x];
  }));
}

/** groups: [{name, paths, writers: [{actor, statuses:Set, linkActions:Set|null, flag}]}]. */
const groups = Object.entries(def.fieldGroups ?? {}).map(([name, g]) => ({
  name,
  paths: g.paths,
  writers: g.writers.map((w) => ({
    actor: w.actor,
    statuses: expand(w.statuses, w.linkActions ?? actions),
    linkActions: w.linkActions ? new Set(w.linkActions) : null,
    flag: w.flag ?? null,
  })),
}));

/**
 * canWrite: whether `actor` (promoter | staff | customer) may write the group in the status,
 * with the customer's link action; `flags` are the actor's roles flags ({cnca, libranza}).
 * @param {string} actor
 * @param {any} group
 * @param {string} status
 * @param {{ action?: number, flags?: Record<string, boolean> }} [options]
 */
function canWrite(actor, group, status, { action, flags = { cnca: true, libranza: true } } = {}) {
  return group.writers.some((w) => w.actor === actor && w.statuses.has(status)
    && (!w.flag || flags[w.flag])
    && (actor !== 'customer' || !w.linkActions || w.linkActions.has(action)));
}

/** spec returns the field spec at a folio path ('client/phone', 'references/ref1/phone'), or null. */
function spec(path) {
  let node = def.fields;
  for (const part of path.split('/')) {
    if (!node) return null;
    if (node.ref && !node.fields?.[part]) node = { ...def.shapes[node.ref], ...node, fields: { ...def.shapes[node.ref]?.fields, ...node.fields } };
    if (node.type === 'map') node = node.value;
    else node = node.fields?.[part];
  }
  if (node?.ref) node = { ...def.shapes[node.ref], ...node, fields: { ...def.shapes[node.ref]?.fields, ...node.fields } };
  return node ?? null;
}

/** sampleStatus returns prefer when it is in stage, else the stage's first status. */
function sampleStatus(stage, prefer) {
  if (prefer && stageOf(prefer) === stage) return prefer;
  return statuses.find((s) => stageOf(s) === stage);
}

export const model = {
  present: contract !== null, def, statuses, stageOf, groups, canWrite, actions, linkStage,
  allowed: lifecycle.allowed, spec, sampleStatus,
};
