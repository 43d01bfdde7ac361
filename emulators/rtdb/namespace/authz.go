package namespace

import (
	"time"

	"oppnp/emulators/rtdb/tree"
)

// Op is what an AccessRequest asks to do.
type Op int

// Operations.
const (
	OpRead Op = iota + 1
	OpWrite
)

// AccessRequest is everything a security-rules engine needs to decide one
// operation. Every read (WebSocket listen and get, REST GET and streaming)
// and every write (set, update, transaction, onDisconnect registration and
// execution, REST PUT/PATCH/POST/DELETE) of a non-admin caller goes
// through Authorizer.Authorize with one. Admin callers (the "owner"
// credential without an auth override) bypass it.
type AccessRequest struct {
	Op        Op
	Namespace string
	// Path is the read location, or the base location of a write.
	Path tree.Path
	// Writes lists every location a write replaces: one for a set, one per
	// key for a multi-path update (Path joined with the key). A final
	// ".priority" segment means the write sets a priority.
	Writes []tree.Path
	// Query is the read's query, nil for a plain read of Path. A query
	// that only orders (no range, no limit) is passed too.
	Query *tree.Query
	// Auth is the rules auth variable, {uid, provider, token}, or nil when
	// the caller is unauthenticated.
	Auth map[string]any
	// Before is the whole namespace before the write (for reads: the data
	// read). After is the whole namespace as it will be if the write is
	// allowed, server values resolved; nil for reads.
	Before, After *tree.Node
	// Now is the time rules see as now (the server-value timestamp).
	Now time.Time
}

// Decision is an Authorizer's answer.
type Decision struct {
	Allow bool
	// Warning, when not empty, is sent to listening clients as a listen
	// warning; "no_index" makes the JS SDK log its .indexOn advice.
	Warning string
	// Reason explains the decision for logs (which rule granted or not).
	Reason string
}

// Authorizer decides whether an operation is allowed. It must be safe for
// concurrent use and must not call back into the DB or its server: it
// runs with the namespace locked.
type Authorizer interface {
	Authorize(r *AccessRequest) Decision
}

// AuthorizerFactory compiles a rules document (firebase.json's rules file
// or a PUT /.settings/rules.json body, comments allowed) into an
// Authorizer. A non-nil error rejects the document and keeps the previous
// rules; its text is returned to the client (use "line:col: message").
type AuthorizerFactory func(src []byte) (Authorizer, error)

// AllowAll is the Authorizer in force while a namespace has no rules
// (no default rules and none of its own).
type AllowAll struct{}

// Authorize allows everything.
func (AllowAll) Authorize(*AccessRequest) Decision {
	return Decision{Allow: true, Reason: "no rules: everything is allowed"}
}
