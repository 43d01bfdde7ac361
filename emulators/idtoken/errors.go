package idtoken

import "errors"

// ErrMalformed is returned for a string that is not a three-part JWT with
// base64url JSON header and payload.
var ErrMalformed = errors.New("idtoken: malformed token")

// ErrNoSubject is returned when a token names no user (neither sub nor user_id).
var ErrNoSubject = errors.New("idtoken: token has no subject")
