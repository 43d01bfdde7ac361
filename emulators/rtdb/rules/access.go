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
	r    *rule
	path []string
	ok   bool
	err  error
}

// Trace lists every rule evaluated for the decision, in order, as
// `/path: .write "expr" => false (error: ...)`.
func (r Result) Trace() []string {
	out := make([]string, 0, len(r.trace))
	for _, e := range r.trace {
		var line string
		if e.r.e == nil {
			line = fmt.Sprintf("%s: %s %v => %v", pathString(e.path), e.r.kind, e.r.val, e.ok)
		} else {
			line = fmt.Sprintf("%s: %s %q => %v", pathString(e.path), e.r.kind, e.r.src, e.ok)
		}
		if e.err != nil {
			line += " (error: " + e.err.Error() + ")"
		}
		out = append(out, line)
	}
	return out
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

// evaluation collects the trace of one decision.
type evaluation struct {
	trace []traceEntry
}

func (ev *evaluation) run(r *rule, path []string, en *env) bool {
	if r.e == nil {
		ev.trace = append(ev.trace, traceEntry{r: r, path: path, ok: r.val})
		return r.val
	}
	ok, err := evalRule(r.e, en)
	ev.trace = append(ev.trace, traceEntry{r: r, path: path, ok: ok, err: err})
	return ok
}

// CanRead decides a read (a get or a listen) of path as auth, with q the
// query (nil for a plain read). .read rules grant from the root down: the
// first true rule at or above path allows the read; rules below path are
// never consulted (rules are not filters).
func (rs *Ruleset) CanRead(auth map[string]any, path []string, q *Query, root Snapshot, now int64) Result {
	ev := &evaluation{}
	top := &snapVal{root: root, n: root}
	en := &env{auth: authValue(auth), root: top, now: float64(now), query: q}
	res := Result{MissingIndex: rs.missingIndex(path, q)}
	node := rs.root
	data := top
	for d := 0; node != nil; d++ {
		if node.read != nil {
			en.data = data
			if ev.run(node.read, path[:d], en) {
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
		data = data.child(path[d : d+1])
	}
	res.Reason = fmt.Sprintf("read of %s denied: no .read rule allowed the operation", pathString(path))
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
		en:        env{auth: authValue(auth), root: &snapVal{root: before, n: before}, now: float64(now)},
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
}

func (w *writeCheck) one(root *ruleNode, path []string) (bool, string) {
	data := &snapVal{root: w.before, n: w.before}
	newData := &snapVal{root: w.after, n: w.after}
	w.en.wilds = w.en.wilds[:0]
	granted := false
	invalidAt := -1 // depth of the first ancestor whose .validate failed
	node := root
	for d := 0; node != nil; d++ {
		w.en.data, w.en.newData = data, newData
		if !granted && node.write != nil && w.ev.run(node.write, path[:d], &w.en) {
			granted = true
		}
		if d == len(path) {
			if granted && invalidAt < 0 && !w.validateTree(node, path, data, newData) {
				return false, fmt.Sprintf("write to %s denied: a .validate rule disallowed the operation", pathString(path))
			}
			break
		}
		if invalidAt < 0 && !w.validate(node, path[:d], data, newData) {
			invalidAt = d
		}
		next, bound := node.childFor(path[d])
		if bound {
			w.en.wilds = append(w.en.wilds, path[d])
		}
		node = next
		data, newData = data.child(path[d:d+1]), newData.child(path[d:d+1])
	}
	switch {
	case !granted:
		return false, fmt.Sprintf("write to %s denied: no .write rule allowed the operation", pathString(path))
	case invalidAt >= 0:
		return false, fmt.Sprintf("write to %s denied: the .validate rule at %s disallowed the operation", pathString(path), pathString(path[:invalidAt]))
	}
	return true, ""
}

// validate runs the .validate of one node once per decision, when the new
// data there is non-null.
func (w *writeCheck) validate(node *ruleNode, path []string, data, newData *snapVal) bool {
	if node.validate == nil || !newData.n.Exists() {
		return true
	}
	key := pathString(path)
	if _, seen := w.validated[key]; seen {
		return w.validated[key]
	}
	w.en.data, w.en.newData = data, newData
	ok := w.ev.run(node.validate, path, &w.en)
	w.validated[key] = ok
	return ok
}

// validateTree runs the .validate rules of the new data at and below path.
func (w *writeCheck) validateTree(node *ruleNode, path []string, data, newData *snapVal) bool {
	if !newData.n.Exists() {
		return true
	}
	if !w.validate(node, path, data, newData) {
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
		cp := append(path[:len(path):len(path)], k)
		ok := w.validateTree(c, cp, data.child([]string{k}), newData.child([]string{k}))
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
