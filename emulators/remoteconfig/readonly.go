package remoteconfig

import (
	"net/http"
)

// msgReadOnly is the answer to a write on the read-only handler: where
// the template can be changed instead.
const msgReadOnly = "Remote Config es de solo lectura aquí; cambia un parámetro en la consola del emulador " +
	"(PUT http://127.0.0.1:4000/api/remoteconfig/parameters/{clave} con Content-Type: application/json) " +
	"o edita remoteconfig.template.json"

// ReadOnly serves only h's reads (GET and HEAD of /values and /template,
// and their CORS preflight); every other method gets 405. Hosting mounts
// it: any page the developer's browser visits can send a request to the
// Hosting origin, and a write there would rewrite the git-tracked template
// (for instance the script the video page loads). Writes live on the
// console's port, behind its same-origin JSON check
// (docs/adr/0052-local-suite-serves-one-developer.md).
func ReadOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			h.ServeHTTP(w, r)
		default:
			w.Header().Set("Allow", "GET, HEAD")
			writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": msgReadOnly})
		}
	})
}
