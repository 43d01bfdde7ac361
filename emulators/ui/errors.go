package ui

import "errors"

var (
	// ErrNoToggle is a Remote Config parameter without a boolean to flip.
	ErrNoToggle = errors.New("ui: parameter has no boolean toggle")
	// ErrUnavailable is a service the console needs that is not running.
	ErrUnavailable = errors.New("ui: service not running")
)

// Refusals of a state-changing request that did not come from the
// console's own page (sameorigin.go).
var (
	// ErrCrossOrigin is a write whose Origin (or Sec-Fetch-Site) names
	// another origin than the console's.
	ErrCrossOrigin = errors.New("ui: cross-origin write")
	// ErrNotJSON is a write whose Content-Type is not application/json,
	// the one type a cross-site form cannot send.
	ErrNotJSON = errors.New("ui: write is not JSON")
)
