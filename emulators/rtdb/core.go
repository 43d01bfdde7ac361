package rtdb

import "oppnp/emulators/rtdb/namespace"

// The namespace core (package namespace) holds the data, listeners,
// watches and indexes of one namespace; this package serves it. Its
// seams are part of this package's API under their historical names.

// Authorization seam (namespace/authz.go).
type (
	Op                = namespace.Op
	AccessRequest     = namespace.AccessRequest
	Decision          = namespace.Decision
	Authorizer        = namespace.Authorizer
	AuthorizerFactory = namespace.AuthorizerFactory
	AllowAll          = namespace.AllowAll
)

// Operations an AccessRequest asks for.
const (
	OpRead  = namespace.OpRead
	OpWrite = namespace.OpWrite
)

// Durability seam (namespace/journal.go).
type (
	Journal       = namespace.Journal
	AppendJournal = namespace.AppendJournal
)

// OutboxNamespace is the journal namespace of the durable watches' changes
// (namespace/durable.go); the server refuses requests for it.
const OutboxNamespace = namespace.OutboxNamespace

// DefaultOutboxLimit is Options.OutboxLimit's default.
const DefaultOutboxLimit = namespace.DefaultOutboxLimit

// identity is who performs an operation (transport/auth.go makes it from a
// credential).
type identity = namespace.Identity

// Declared-index seam (namespace/warm.go): rules that declare .indexOn.
type (
	DeclaredIndex = namespace.DeclaredIndex
	IndexDeclarer = namespace.IndexDeclarer
)
