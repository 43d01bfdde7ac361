package rtdb

import "oppnp/emulators/rtdb/transport"

// Sentinel errors, the transports' (package transport, whose CodeOf maps
// them to wire statuses and HTTP responses) under this package's names.
var (
	ErrPermissionDenied   = transport.ErrPermissionDenied
	ErrDataStale          = transport.ErrDataStale
	ErrInvalidToken       = transport.ErrInvalidToken
	ErrBadRequest         = transport.ErrBadRequest
	ErrWriteTooBig        = transport.ErrWriteTooBig
	ErrPreconditionFailed = transport.ErrPreconditionFailed
	ErrNotFound           = transport.ErrNotFound
	ErrMethod             = transport.ErrMethod
	ErrRules              = transport.ErrRules
	ErrJournal            = transport.ErrJournal
	ErrOutboxFull         = transport.ErrOutboxFull
	ErrClosed             = transport.ErrClosed
	ErrOwnerFromBrowser   = transport.ErrOwnerFromBrowser
	ErrForeignPage        = transport.ErrForeignPage
)
