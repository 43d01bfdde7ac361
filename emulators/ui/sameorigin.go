package ui

import (
	"errors"
	"mime"
	"net/http"
	"strings"

	"oppnp/emulators/loopback"
)

// checkWrite lets a state-changing request through only when it comes
// from the console's own page (docs/adr/0052-local-suite-serves-one-developer.md):
// any page the developer visits can make the browser send a form or a
// no-cors fetch to 127.0.0.1:4000, and the console rewrites the
// git-tracked Remote Config template. A browser always sends Origin on a
// POST or PUT, and Sec-Fetch-Site on every request; tools and tests send
// neither, and are let through when they send JSON.
//
//   - Content-Type must be application/json: a cross-site form or no-cors
//     fetch can only send text/plain, urlencoded or multipart, and a
//     cross-origin fetch with JSON needs a CORS preflight the console
//     never grants.
//   - Origin, when present, must be the console's own origin.
//   - Sec-Fetch-Site, when present, must be same-origin.
//
// The one exception is POST /api/logs, the SPA's log shipping
// (navigator.sendBeacon posts text/plain from the Hosting origin): it only
// appends masked records to the log view, and takes any loopback origin.
func checkWrite(r *http.Request) error {
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return nil
	}
	origin := r.Header.Get("Origin")
	if r.URL.Path == "/api/logs" {
		if origin != "" && !loopback.IsLoopbackOrigin(origin) {
			return ErrCrossOrigin
		}
		return nil
	}
	if origin != "" && !strings.EqualFold(origin, "http://"+r.Host) {
		return ErrCrossOrigin
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return ErrCrossOrigin
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return ErrNotJSON
	}
	return nil
}

// refuseWrite answers a request checkWrite refused, in Spanish, as every
// console error.
func refuseWrite(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, ErrNotJSON):
		writeJSON(w, http.StatusUnsupportedMediaType, map[string]string{
			"error": "la consola solo acepta cambios en JSON (Content-Type: application/json)"})
	default:
		writeJSON(w, http.StatusForbidden, map[string]string{
			"error": "la consola solo acepta cambios desde su propia página (mismo origen)"})
	}
}
