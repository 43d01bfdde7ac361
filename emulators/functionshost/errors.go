package functionshost

import "errors"

// ErrManifest is returned for a manifest that cannot be read or is invalid.
var ErrManifest = errors.New("functionshost: invalid manifest")

// ErrBuild is returned when the functions binary does not build.
var ErrBuild = errors.New("functionshost: build failed")

// ErrNotReady is returned when a function process did not start listening.
var ErrNotReady = errors.New("functionshost: function not ready")

// ErrDelivery is returned (and logged) when an event could not be
// delivered.
var ErrDelivery = errors.New("functionshost: event delivery failed")

// ErrStopTimeout is returned by Close when the functions had not stopped
// by its context's deadline.
var ErrStopTimeout = errors.New("functionshost: functions not stopped in time")
