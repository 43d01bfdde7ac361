package logsink

import "errors"

var (
	// ErrBadLevel is a level filter that is not debug, info, warn or error.
	ErrBadLevel = errors.New("logsink: unknown level")
	// ErrBadBatch is a POST body that is not a JSON record or array of records.
	ErrBadBatch = errors.New("logsink: invalid batch")
)
