package transport

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"oppnp/emulators/idtoken"
	"oppnp/emulators/loopback"
	"oppnp/emulators/rtdb/namespace"
)

// OwnerToken is the emulator's admin credential.
const OwnerToken = "owner"

// ParseCredential turns a token into an identity: "owner" is admin; an
// unsigned (or signed, unverified: the emulator is offline) JWT yields the
// auth variable {uid, provider, token}. The exp claim is deliberately not
// enforced: the SDK's mock tokens expire in 1970. It also returns the
// token's exp for the auth reply.
func ParseCredential(cred string) (namespace.Identity, int64, error) {
	if cred == OwnerToken {
		return namespace.Identity{Admin: true}, 0, nil
	}
	_, claims, err := idtoken.Parse(cred)
	if err != nil {
		return namespace.Identity{}, 0, fmt.Errorf("%w: %v", ErrInvalidToken, err)
	}
	a, err := idtoken.AuthFrom(claims)
	if err != nil {
		return namespace.Identity{}, 0, fmt.Errorf("%w: %v", ErrInvalidToken, err)
	}
	v := plain(a.Variable()).(map[string]any)
	var exp int64
	if e, ok := claims["exp"].(json.Number); ok {
		exp, _ = e.Int64()
	}
	return namespace.Identity{Auth: v}, exp, nil
}

// plain converts json.Number to float64 throughout, the number type rules
// see.
func plain(v any) any {
	switch t := v.(type) {
	case json.Number:
		f, _ := t.Float64()
		return f
	case map[string]any:
		m := make(map[string]any, len(t))
		for k, c := range t {
			m[k] = plain(c)
		}
		return m
	case idtoken.Claims:
		return plain(map[string]any(t))
	case []any:
		out := make([]any, len(t))
		for i, c := range t {
			out[i] = plain(c)
		}
		return out
	}
	return v
}

// Override applies an admin's auth variable override (authvar or
// auth_variable_override): rules run as that auth, or as unauthenticated
// for JSON null.
func Override(id namespace.Identity, raw json.RawMessage) (namespace.Identity, error) {
	if !id.Admin || len(raw) == 0 {
		return id, nil
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return id, fmt.Errorf("%w: auth variable override: %v", ErrBadRequest, err)
	}
	if v == nil {
		return namespace.Identity{}, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return id, fmt.Errorf("%w: auth variable override must be an object or null", ErrBadRequest)
	}
	return namespace.Identity{Auth: m}, nil
}

// The owner credential is refused on any request a browser sent (it
// carries Origin or Sec-Fetch-Site; loopback.FromBrowser), over REST, its
// streaming and the realtime protocol: otherwise any page the developer
// visits could read and write the whole database as admin, through CORS or
// JSONP long polling (docs/adr/0052-local-suite-serves-one-developer.md).
// Tools and tests (firebase-admin-go, @firebase/rules-unit-testing, the
// console's proxy) send neither header; a browser's ID token keeps working.

// RESTIdentity reads a REST request's credential: auth= or access_token=
// parameter, or Authorization: Bearer; then auth_variable_override.
func RESTIdentity(r *http.Request) (namespace.Identity, error) {
	id, _, err := RESTCredential(r)
	return id, err
}

// RESTCredential is RESTIdentity plus the credential's exp (0: none).
func RESTCredential(r *http.Request) (namespace.Identity, int64, error) {
	q := r.URL.Query()
	cred := q.Get("auth")
	if cred == "" {
		cred = q.Get("access_token")
	}
	if cred == "" {
		if h := r.Header.Get("Authorization"); len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
			cred = strings.TrimSpace(h[7:])
		}
	}
	if cred == "" {
		return namespace.Identity{}, 0, nil
	}
	id, exp, err := ParseCredential(cred)
	if err != nil {
		return id, 0, err
	}
	if id.Admin && loopback.FromBrowser(r) {
		return namespace.Identity{}, 0, ErrOwnerFromBrowser
	}
	if o := q.Get("auth_variable_override"); o != "" {
		id, err = Override(id, json.RawMessage(o))
	}
	return id, exp, err
}
