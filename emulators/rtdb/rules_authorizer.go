package rtdb

import (
	"oppnp/emulators/rtdb/rules"
	"oppnp/emulators/rtdb/tree"
)

// This file plugs the security-rules engine (package rules) into the
// server's authorization seam: a server without an explicit
// AuthorizerFactory compiles its rules with NewRulesAuthorizer.

// NewRulesAuthorizer compiles a rules document (JSON with comments). A bad
// document is refused with the engine's "line:col: message" error, which
// the server returns as is.
func NewRulesAuthorizer(src []byte) (Authorizer, error) {
	rs, err := rules.Parse(src)
	if err != nil {
		return nil, err
	}
	return &RulesAuthorizer{rs: rs, openReads: rs.RootReadIsTrue()}, nil
}

// RulesAuthorizer decides operations with a compiled ruleset. It is
// immutable and safe for concurrent use.
type RulesAuthorizer struct {
	rs        *rules.Ruleset
	openReads bool // the root's .read is the literal true
}

// ReadsIgnoreData reports whether every read is allowed whatever the data
// and auth: a literal true .read at the root grants every path below, and
// no deeper rule can take a grant back. The server then skips its
// post-commit re-check of listens, which could revoke nothing.
func (a *RulesAuthorizer) ReadsIgnoreData() bool { return a.openReads }

// Warning sent on a listen whose query needs an index the rules lack.
const warnNoIndex = "no_index"

// Authorize evaluates .read for reads and .write/.validate for writes.
func (a *RulesAuthorizer) Authorize(r *AccessRequest) Decision {
	now := r.Now.UnixMilli()
	if r.Op == OpRead {
		q := rulesQuery(r.Query)
		res := a.rs.CanRead(r.Auth, r.Path, q, treeSnapshot{r.Before}, now)
		d := Decision{Allow: res.Allowed, Reason: res.Reason}
		if res.MissingIndex != "" && !r.Query.LoadsAllData() {
			d.Warning = warnNoIndex
		}
		return d
	}
	writes := make([]rules.Write, 0, len(r.Writes))
	for _, p := range r.Writes {
		// A priority write is checked as a write of its node.
		if n := len(p); n > 0 && p[n-1] == ".priority" {
			p = p[:n-1]
		}
		writes = append(writes, rules.Write{Path: p})
	}
	res := a.rs.CanWrite(r.Auth, writes, treeSnapshot{r.Before}, treeSnapshot{r.After}, now)
	return Decision{Allow: res.Allowed, Reason: res.Reason}
}

// rulesQuery maps a server query to the rules `query` variable. The wire
// cannot tell orderByPriority from no orderBy (the SDK omits the default
// index), so both count as key order, as production reports for plain
// reads. equalTo travels as equal inclusive start and end posts, so
// startAt(x).endAt(x) also reads as equalTo x.
func rulesQuery(q *tree.Query) *rules.Query {
	if q == nil {
		return nil
	}
	out := &rules.Query{}
	switch q.Index {
	case tree.IndexPriority:
	case tree.IndexKey:
		out.OrderBy = rules.OrderByKey
	case tree.IndexValue:
		out.OrderBy = rules.OrderByValue
	default:
		out.OrderBy = q.Index
	}
	if q.HasStart {
		out.StartAt = q.Start.Val()
	}
	if q.HasEnd {
		out.EndAt = q.End.Val()
	}
	if q.HasStart && q.HasEnd && q.StartInclusive && q.EndInclusive && tree.Equal(q.Start, q.End) {
		out.EqualTo = out.StartAt
	}
	if q.FromRight {
		out.LimitToLast = q.Limit
	} else {
		out.LimitToFirst = q.Limit
	}
	return out
}

// treeSnapshot adapts a tree node (nil when absent) to rules.Snapshot and
// rules.Shaped.
type treeSnapshot struct{ n *tree.Node }

func (s treeSnapshot) Exists() bool                    { return s.n.Exists() }
func (s treeSnapshot) Val() any                        { return s.n.Val() }
func (s treeSnapshot) Child(key string) rules.Snapshot { return treeSnapshot{s.n.Child(key)} }
func (s treeSnapshot) Children() []string              { return s.n.Children() }
func (s treeSnapshot) Priority() any                   { return s.n.PriorityValue() }
func (s treeSnapshot) IsLeaf() bool                    { return s.n.IsLeaf() }
func (s treeSnapshot) NumChildren() int                { return s.n.NumChildren() }

// DeclaredIndexes lists the rules' .indexOn entries (IndexDeclarer).
func (a *RulesAuthorizer) DeclaredIndexes() []DeclaredIndex {
	var out []DeclaredIndex
	for _, ix := range a.rs.Indexed() {
		out = append(out, DeclaredIndex{Path: ix.Path, On: ix.On})
	}
	return out
}
