package rules

import (
	"fmt"
	"strings"
)

// Result is a rules decision.
type Result struct {
	// Allowed is the decision.
	Allowed bool
	// Reason is one human-readable line explaining the decision, for the
	// emulator's log of recent denials.
	Reason string
	// trace records every rule evaluated; Trace formats it on demand so
	// that allowed decisions cost no formatting.
	trace []traceEntry
	// MissingIndex, for a read with a query, names the index the query
	// needs but no .indexOn at the path declares ("" otherwise). The server
	// turns it into the no_index listen warning or the REST 400
	// (IndexNotDefined).
	MissingIndex string
}

// Write is one entry of a write: a set at Path, or one path of a
// multi-path update. The new data itself is in the after Snapshot.
type Write struct {
	Path []string
}

// IndexNotDefined is production's REST error text for a query on an
// unindexed child.
func IndexNotDefined(index string, path []string) string {
	return fmt.Sprintf(`Index not defined, add ".indexOn": "%s", for path "/%s", to the rules`, index, strings.Join(path, "/"))
}

func pathString(p []string) string { return "/" + strings.Join(p, "/") }

// authValue turns the auth map into the rule variable: nil map means null.
func authValue(auth map[string]any) any {
	if auth == nil {
		return nil
	}
	return auth
}

type traceEntry struct {
	r   *rule
	at  *snapVal // the rule's location
	ok  bool
	err error
}

// Trace lists every rule evaluated for the decision, in order, as
// `/path: .write "expr" => false (error: ...)`.
func (r Result) Trace() []string {
	out := make([]string, 0, len(r.trace))
	for _, e := range r.trace {
		var line string
		if e.r.e == nil {
			line = fmt.Sprintf("%s: %s %v => %v", pathString(e.at.path()), e.r.kind, e.r.val, e.ok)
		} else {
			line = fmt.Sprintf("%s: %s %q => %v", pathString(e.at.path()), e.r.kind, e.r.src, e.ok)
		}
		if e.err != nil {
			line += " (error: " + e.err.Error() + ")"
		}
		out = append(out, line)
	}
	return out
}

// maxReasonExpr bounds how much of a rule a Reason quotes.
const maxReasonExpr = 160

// describe names a failed rule for a Reason: where it is, and why.
func (e traceEntry) describe() string {
	if e.r == nil {
		return "a rule disallowed the operation"
	}
	src := e.r.src
	if r := []rune(src); len(r) > maxReasonExpr {
		src = string(r[:maxReasonExpr]) + "…"
	}
	why := "is false"
	if e.err != nil {
		why = "failed (" + e.err.Error() + ")"
	}
	return fmt.Sprintf("%s at %s %s: %s", e.r.kind, pathString(e.at.path()), why, src)
}

// RuntimeErrors reports whether a rule of the decision failed with a
// runtime error (and therefore counted as false).
func (r Result) RuntimeErrors() bool {
	for _, e := range r.trace {
		if e.err != nil {
			return true
		}
	}
	return false
}

// summary lists, for a denial, where the evaluated rules were and why each
// failed, without their text: " (.read at / is false; ...)".
func (ev *evaluation) summary() string { return ev.summaryOf(kindRead) }

func (ev *evaluation) summaryOf(kind ruleKind) string {
	var parts []string
	for _, e := range ev.trace {
		if e.r.kind != kind || e.ok {
			continue
		}
		why := "is false"
		if e.err != nil {
			why = "failed (" + e.err.Error() + ")"
		}
		parts = append(parts, fmt.Sprintf("%s at %s %s", e.r.kind, pathString(e.at.path()), why))
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, "; ") + ")"
}

// evaluation collects the trace of one decision.
type evaluation struct {
	trace []traceEntry
}

func (ev *evaluation) run(r *rule, at *snapVal, en *env) bool {
	if r.e == nil {
		ev.trace = append(ev.trace, traceEntry{r: r, at: at, ok: r.val})
		return r.val
	}
	ok, err := evalRule(r.e, en)
	ev.trace = append(ev.trace, traceEntry{r: r, at: at, ok: ok, err: err})
	return ok
}

// CanRead decides a read (a get or a listen) of path as auth, with q the
// query (nil for a plain read). .read rules grant from the root down: the
// first true rule at or above path allows the read; rules below path are
// never consulted (rules are not filters).
func (rs *Ruleset) CanRead(auth map[string]any, path []string, q *Query, root Snapshot, now int64) Result {
	ev := &evaluation{}
	top := rootVal(root)
	en := &env{auth: authValue(auth), root: top, now: float64(now), query: q}
	res := Result{MissingIndex: rs.missingIndex(path, q)}
	node := rs.root
	data := top
	for d := 0; node != nil; d++ {
		if node.read != nil {
			en.data = data
			if ev.run(node.read, data, en) {
				res.Allowed = true
				res.Reason = fmt.Sprintf("read of %s allowed by %s", pathString(path), pathString(path[:d]))
				res.trace = ev.trace
				return res
			}
		}
		if d == len(path) {
			break
		}
		next, bound := node.childFor(path[d])
		if bound {
			en.wilds = append(en.wilds, path[d])
		}
		node = next
		data = data.at(path[d])
	}
	res.Reason = fmt.Sprintf("read of %s denied: no .read rule allowed the operation%s", pathString(path), ev.summary())
	res.trace = ev.trace
	return res
}

// CanWrite decides a write. before is the database before the write and
// after the merged result of every entry of writes (one entry for a set,
// several for a multi-path update). Each entry needs a true .write at or
// above its path (rules below it are ignored); every .validate on the way
// down and on every non-null node of the new data at and below the path
// must hold. Validate rules are skipped where the new data is null, so a
// delete is never blocked by .validate. All entries must pass.
func (rs *Ruleset) CanWrite(auth map[string]any, writes []Write, before, after Snapshot, now int64) Result {
	ev := &evaluation{}
	w := &writeCheck{
		ev:        ev,
		en:        env{auth: authValue(auth), root: rootVal(before), now: float64(now)},
		before:    before,
		after:     after,
		validated: map[string]bool{},
	}
	for _, wr := range writes {
		if ok, reason := w.one(rs.root, wr.Path); !ok {
			return Result{Reason: reason, trace: ev.trace}
		}
	}
	return Result{Allowed: true, Reason: "write allowed", trace: ev.trace}
}

type writeCheck struct {
	ev            *evaluation
	en            env
	before, after Snapshot
	validated     map[string]bool // paths whose .validate already ran
	failed        traceEntry      // the .validate that failed
}

func (w *writeCheck) one(root *ruleNode, path []string) (bool, string) {
	data := rootVal(w.before)
	newData := rootVal(w.after)
	w.en.wilds = w.en.wilds[:0]
	granted := false
	invalidAt := -1 // depth of the first ancestor whose .validate failed
	node := root
	for d := 0; node != nil; d++ {
		w.en.data, w.en.newData = data, newData
		if !granted && node.write != nil && w.ev.run(node.write, newData, &w.en) {
			granted = true
		}
		if d == len(path) {
			if granted && invalidAt < 0 && !w.validateTree(node, data, newData) {
				return false, fmt.Sprintf("write to %s denied: %s", pathString(path), w.failed.describe())
			}
			break
		}
		if invalidAt < 0 && !w.validateOnce(node, path[:d], data, newData) {
			invalidAt = d
		}
		next, bound := node.childFor(path[d])
		if bound {
			w.en.wilds = append(w.en.wilds, path[d])
		}
		node = next
		data, newData = data.at(path[d]), newData.at(path[d])
	}
	switch {
	case !granted:
		return false, fmt.Sprintf("write to %s denied: no .write rule allowed the operation%s", pathString(path), w.ev.summaryOf(kindWrite))
	case invalidAt >= 0:
		return false, fmt.Sprintf("write to %s denied: %s", pathString(path), w.failed.describe())
	}
	return true, ""
}

// validateOnce runs the .validate of an ancestor of a write path once per
// decision: the entries of a multi-path update share ancestors.
func (w *writeCheck) validateOnce(node *ruleNode, path []string, data, newData *snapVal) bool {
	if node.validate == nil || !newData.n.Exists() {
		return true
	}
	key := pathString(path)
	if ok, seen := w.validated[key]; seen {
		return ok
	}
	ok := w.validate(node, data, newData)
	w.validated[key] = ok
	return ok
}

// validate runs the .validate of one node when the new data there is
// non-null.
func (w *writeCheck) validate(node *ruleNode, data, newData *snapVal) bool {
	if node.validate == nil || !newData.n.Exists() {
		return true
	}
	w.en.data, w.en.newData = data, newData
	if w.ev.run(node.validate, newData, &w.en) {
		return true
	}
	w.failed = w.ev.trace[len(w.ev.trace)-1]
	return false
}

// validateTree runs the .validate rules of the new data at and below a
// write path.
func (w *writeCheck) validateTree(node *ruleNode, data, newData *snapVal) bool {
	if !newData.n.Exists() {
		return true
	}
	if !w.validate(node, data, newData) {
		return false
	}
	if node.named == nil && node.wild == nil {
		return true
	}
	for _, k := range newData.n.Children() {
		c, bound := node.childFor(k)
		if c == nil {
			continue
		}
		n := len(w.en.wilds)
		if bound {
			w.en.wilds = append(w.en.wilds, k)
		}
		ok := w.validateTree(c, data.at(k), newData.at(k))
		w.en.wilds = w.en.wilds[:n]
		if !ok {
			return false
		}
	}
	return true
}

// missingIndex reports the index a query at path needs but lacks.
func (rs *Ruleset) missingIndex(path []string, q *Query) string {
	idx := q.index()
	if idx == "" {
		return ""
	}
	for _, have := range rs.IndexOn(path) {
		if have == idx {
			return ""
		}
	}
	return idx
}

// IndexOn returns the .indexOn entries declared for path (named rules win
// over wildcards), or nil.
func (rs *Ruleset) IndexOn(path []string) []string {
	node := rs.root
	for _, k := range path {
		if node, _ = node.childFor(k); node == nil {
			return nil
		}
	}
	return node.indexOn
}
