package ui

import "errors"

var (
	// ErrNoToggle is a Remote Config parameter without a boolean to flip.
	ErrNoToggle = errors.New("ui: parameter has no boolean toggle")
	// ErrUnavailable is a service the console needs that is not running.
	ErrUnavailable = errors.New("ui: service not running")
)
