package namespace

import "errors"

// Sentinel errors of the namespace. The rtdb package re-exports them and
// maps them (its codeOf) to wire statuses and HTTP responses.
var (
	// ErrPermissionDenied is an operation the Authorizer refused.
	ErrPermissionDenied = errors.New("rtdb: permission denied")
	// ErrDataStale is a transactional put whose hash no longer matches.
	ErrDataStale = errors.New("rtdb: data stale")
	// ErrBadRequest is malformed input (here: a recovered outbox).
	ErrBadRequest = errors.New("rtdb: bad request")
	// ErrPreconditionFailed is a REST write whose if-match ETag differs.
	ErrPreconditionFailed = errors.New("rtdb: precondition failed")
	// ErrJournal is a write the Journal failed to record; it is not applied.
	ErrJournal = errors.New("rtdb: journal failed")
	// ErrOutboxFull is a write refused because the changes the triggers
	// have not taken yet reached the outbox limit (durable.go).
	ErrOutboxFull = errors.New("rtdb: trigger outbox full")
	// ErrClosed is a listen whose subscriber has stopped.
	ErrClosed = errors.New("rtdb: closed")
)
