package loopback

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

// IsLoopbackHost reports whether a Host header value (with or without a
// port) names this machine: localhost or a subdomain of it (RFC 6761:
// browsers resolve them to loopback themselves, so no DNS answer can move
// them), an IPv4 address in 127.0.0.0/8, or [::1].
func IsLoopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Zone() == "" && ip.IsLoopback()
}

// CheckHost returns ErrForeignHost (wrapped with the host) unless r's Host
// is a loopback name.
func CheckHost(r *http.Request) error {
	if !IsLoopbackHost(r.Host) {
		return fmt.Errorf("%w: %q", ErrForeignHost, r.Host)
	}
	return nil
}

// msgForeignHost is the body of a refused request: what was refused and
// how to reach the suite instead.
const msgForeignHost = "the local emulator suite answers only loopback Host names " +
	"(localhost, 127.0.0.1, [::1]); use http://127.0.0.1:<port> or http://localhost:<port>"

// Host serves h only to requests whose Host is a loopback name; others get
// 421 Misdirected Request with {"error": "..."}, before h sees them. The
// suite wraps every listener with it once (emulators/suite).
func Host(h http.Handler) http.Handler {
	body, _ := json.Marshal(map[string]string{"error": msgForeignHost})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if CheckHost(r) != nil {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Header().Set("Cache-Control", "no-store")
			w.Header().Set("Connection", "close")
			w.WriteHeader(http.StatusMisdirectedRequest)
			_, _ = w.Write(body)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// FromBrowser reports whether r was sent by a browser page: browsers send
// Origin on every cross-origin request and every POST, and Sec-Fetch-Site
// on every request (also on a <script> load, which carries no Origin).
// Go's net/http and Node's fetch send neither (Node sends only
// Sec-Fetch-Mode, which is therefore not a signal).
func FromBrowser(r *http.Request) bool {
	return r.Header.Get("Origin") != "" || r.Header.Get("Sec-Fetch-Site") != ""
}

// IsLoopbackOrigin reports whether an Origin header value is an http(s)
// origin on a loopback name (a page the suite itself, or a dev server on
// this machine, served).
func IsLoopbackOrigin(origin string) bool {
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" &&
		u.Path == "" && u.User == nil && IsLoopbackHost(u.Host)
}

// FromForeignPage reports whether r was sent by a page served from
// another origin than this machine's: its Origin is not a loopback origin,
// or, on a request without Origin (a <script> load), the browser marks it
// cross-site and its Referer names no loopback origin.
func FromForeignPage(r *http.Request) bool {
	if o := r.Header.Get("Origin"); o != "" {
		return !IsLoopbackOrigin(o)
	}
	if r.Header.Get("Sec-Fetch-Site") != "cross-site" {
		return false
	}
	ref, err := url.Parse(r.Header.Get("Referer"))
	return err != nil || !IsLoopbackOrigin(ref.Scheme+"://"+ref.Host)
}
