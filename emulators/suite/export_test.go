package suite

import "net/http"

// SetPanicProbe wraps every service's handler (and Remote Config's, mounted
// in hosting) with wrap until the returned function restores them.
func SetPanicProbe(wrap func(service string, h http.Handler) http.Handler) (restore func()) {
	panicProbe = wrap
	return func() { panicProbe = nil }
}
