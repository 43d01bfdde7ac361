package transport

import (
	"errors"
	"net/http"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/tree"
	"oppnp/emulators/rtdb/wire"
)

// Sentinel errors of the transports. CodeOf is the one place that maps them
// (and the namespace core's and tree's) to wire statuses and HTTP responses.
var (
	// ErrPermissionDenied is an operation the Authorizer refused.
	ErrPermissionDenied = namespace.ErrPermissionDenied
	// ErrDataStale is a transactional put whose hash no longer matches.
	ErrDataStale = namespace.ErrDataStale
	// ErrInvalidToken is a credential that cannot be read.
	ErrInvalidToken = errors.New("rtdb: invalid token")
	// ErrBadRequest is a malformed request.
	ErrBadRequest = namespace.ErrBadRequest
	// ErrWriteTooBig is a write over the per-request size limit.
	ErrWriteTooBig = errors.New("rtdb: write too big")
	// ErrPreconditionFailed is a REST write whose if-match ETag differs.
	ErrPreconditionFailed = namespace.ErrPreconditionFailed
	// ErrNotFound is an unknown REST endpoint.
	ErrNotFound = errors.New("rtdb: not found")
	// ErrMethod is an HTTP method an endpoint does not take.
	ErrMethod = errors.New("rtdb: method not allowed")
	// ErrRules is a rules document the Authorizer factory refused.
	ErrRules = errors.New("rtdb: invalid rules")
	// ErrJournal is a write the Journal failed to record; it is not applied.
	ErrJournal = namespace.ErrJournal
	// ErrOutboxFull is a write refused because the changes the triggers
	// have not taken yet reached the server's outbox limit (namespace/durable.go).
	ErrOutboxFull = namespace.ErrOutboxFull
	// ErrClosed is a request on a connection or server that has stopped.
	ErrClosed = namespace.ErrClosed
	// ErrOwnerFromBrowser is the owner credential on a request a browser
	// sent (auth.go).
	ErrOwnerFromBrowser = errors.New("rtdb: owner credential from a browser")
	// ErrForeignPage is a request a page on another origin than this
	// machine's sent (the rtdb server refuses it).
	ErrForeignPage = errors.New("rtdb: request from a page on another origin")
)

// Messages production sends, which clients and tests match on.
const (
	msgPermissionDenied = "Permission denied"
	msgTooBig           = "Data to write exceeds the maximum size that can be modified with a single request."
	msgDataStale        = "Transaction hash does not match"
	// Not production's: production's trigger delivery has no bound we
	// can reach. The emulator refuses rather than lose a change.
	msgOutboxFull = "The database emulator refuses writes that trigger a function while its trigger outbox is full: " +
		"the functions have not taken the earlier changes yet. Retry once they catch up."
	// Not production's: production has no owner credential, and serves
	// every origin.
	msgForeignPage = "The local database emulator answers only pages served from this machine " +
		"(localhost, 127.0.0.1, [::1]) and tools."
	msgOwnerFromBrowser = "The emulator's owner (admin) credential is refused on requests from a browser " +
		"(Origin or Sec-Fetch-Site header): it is for tools and tests on this machine. Sign in and use an ID token."
)

// Code is how one error looks on the wire and over REST.
type Code struct {
	Status string // wire status
	HTTP   int
	Msg    string // wire d and REST {"error": Msg}
}

// CodeOf maps any error of this package or of tree to its codes.
func CodeOf(err error) Code {
	switch {
	case errors.Is(err, ErrPermissionDenied):
		return Code{wire.StatusPermissionDenied, http.StatusUnauthorized, msgPermissionDenied}
	case errors.Is(err, ErrDataStale):
		return Code{wire.StatusDataStale, http.StatusConflict, msgDataStale}
	case errors.Is(err, ErrForeignPage):
		return Code{wire.StatusPermissionDenied, http.StatusForbidden, msgForeignPage}
	case errors.Is(err, ErrOwnerFromBrowser):
		return Code{wire.StatusInvalidToken, http.StatusForbidden, msgOwnerFromBrowser}
	case errors.Is(err, ErrInvalidToken):
		return Code{wire.StatusInvalidToken, http.StatusUnauthorized, "Could not parse auth token."}
	case errors.Is(err, ErrWriteTooBig), errors.Is(err, tree.ErrTooBig):
		return Code{wire.StatusTooBig, http.StatusBadRequest, msgTooBig}
	case errors.Is(err, ErrPreconditionFailed):
		return Code{wire.StatusDataStale, http.StatusPreconditionFailed, "ETag mismatch"}
	case errors.Is(err, ErrNotFound):
		return Code{wire.StatusFailure, http.StatusNotFound, "Not found"}
	case errors.Is(err, ErrMethod):
		return Code{wire.StatusFailure, http.StatusMethodNotAllowed, "Method not allowed"}
	case errors.Is(err, ErrOutboxFull):
		return Code{wire.StatusUnavailable, http.StatusServiceUnavailable, msgOutboxFull + " (" + trimSentinel(err) + ")"}
	case errors.Is(err, ErrJournal), errors.Is(err, ErrClosed):
		return Code{wire.StatusUnavailable, http.StatusInternalServerError, err.Error()}
	case errors.Is(err, tree.ErrInvalidQuery):
		return Code{wire.StatusFailure, http.StatusBadRequest, trimSentinel(err)}
	case errors.Is(err, ErrRules), errors.Is(err, ErrBadRequest),
		errors.Is(err, tree.ErrInvalidPath), errors.Is(err, tree.ErrInvalidKey),
		errors.Is(err, tree.ErrTooDeep), errors.Is(err, tree.ErrInvalidData):
		return Code{wire.StatusFailure, http.StatusBadRequest, trimSentinel(err)}
	}
	return Code{wire.StatusFailure, http.StatusInternalServerError, err.Error()}
}

// trimSentinel drops the "pkg: sentinel: " prefixes production would not
// show, keeping the specific reason.
func trimSentinel(err error) string {
	s := err.Error()
	for _, p := range []string{"rtdb: trigger outbox full: ", "rtdb: bad request: ", "rtdb: invalid rules: ", "tree: invalid query: "} {
		if len(s) > len(p) && s[:len(p)] == p {
			return s[len(p):]
		}
	}
	return s
}
