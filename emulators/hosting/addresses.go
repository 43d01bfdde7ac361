package hosting

import (
	"path/filepath"
	"regexp"
	"strings"
)

// metaElement is one <meta …> tag; address is a loopback or named host
// with its port, as a page's Content-Security-Policy or configuration
// meta spells an emulator's origin.
var (
	metaElement = regexp.MustCompile(`(?i)<meta\b[^>]*>`)
	address     = regexp.MustCompile(`[A-Za-z0-9.-]+:[0-9]{1,5}\b`)
)

// moveAddresses rewrites, in the meta elements of an HTML file, every
// host:port that moved (configured address → the one actually listened
// on), so one build of the web app follows a suite started on free ports:
// its policy and its configuration meta name the ports this suite has.
// Only meta elements change: an inline script's text is pinned by the
// policy's hash, and the body is the app's.
func moveAddresses(name string, body []byte, moved map[string]string) []byte {
	if len(moved) == 0 || !strings.EqualFold(filepath.Ext(name), ".html") {
		return body
	}
	return metaElement.ReplaceAllFunc(body, func(meta []byte) []byte {
		return address.ReplaceAllFunc(meta, func(a []byte) []byte {
			if to, ok := moved[string(a)]; ok {
				return []byte(to)
			}
			return a
		})
	})
}
