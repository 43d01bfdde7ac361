package config

import "errors"

// ErrMissing is returned when a required setting is absent.
var ErrMissing = errors.New("config: missing setting")

// ErrInvalid is returned when a setting cannot be parsed.
var ErrInvalid = errors.New("config: invalid setting")

// ErrNoParameter is returned when Remote Config has no such parameter.
var ErrNoParameter = errors.New("config: no such Remote Config parameter")
