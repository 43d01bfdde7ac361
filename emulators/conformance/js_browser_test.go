package conformance_test

import (
	"path/filepath"
	"testing"
	"time"
)

// TestFirebaseJSSDK_Browser runs js/browser/ with the SDK's browser build
// (imported by path, see js/browser/browser-db.mjs) over a minimal DOM (js/browser/dom-shim.mjs):
// the long-polling transport and its WebSocket upgrade, which the Node
// build never uses.
func TestFirebaseJSSDK_Browser(t *testing.T) {
	runNodeTests(t, filepath.Join("js", "browser"), 2*time.Minute)
}
