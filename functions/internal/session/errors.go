package session

import "errors"

// ErrNoDataSeller is returned when the gateway's login has no dataSeller.
var ErrNoDataSeller = errors.New("session: login without dataSeller")

// ErrBadInput is returned for a request missing required fields.
var ErrBadInput = errors.New("session: missing fields")
