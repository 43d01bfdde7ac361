package rest

import (
	"bytes"
	"net/http"
	"strings"
	"time"

	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/tree"
)

// sseKeepAlive is how often an idle stream gets a keep-alive event.
var sseKeepAlive = 30 * time.Second

var sseCancel = []byte("event: cancel\ndata: null\n\n")

// sseAuthRevoked ends a stream whose credential expired; its data is a
// string, as production's.
var sseAuthRevoked = []byte("event: auth_revoked\ndata: \"credential is no longer valid\"\n\n")

// stream is REST streaming (Accept: text/event-stream): a put of the
// whole value at "/", then put/patch events relative to the location,
// keep-alives, cancel when read access is lost (rules or data changed),
// and auth_revoked when the credential's exp passes while the stream is
// open. exp (Unix seconds, 0 for none) is not enforced at the start: the
// emulator accepts expired tokens, as the SDK's mock tokens are.
func (h *Handler) stream(w http.ResponseWriter, r *http.Request, d *namespace.DB, p tree.Path, q *tree.Query, who namespace.Identity, exp int64) {
	fl, ok := w.(http.Flusher)
	if !ok {
		transport.WriteError(w, transport.ErrBadRequest)
		return
	}
	ob := transport.NewOutbox(h.env.ClientBuffer)
	l := &namespace.Listener{Path: p, Query: q, Who: func() namespace.Identity { return who }}
	l.Emit = func(ev namespace.Event) bool { return ob.Send(sseEvent(p, ev)) }
	l.Revoke = func() { ob.Send(sseCancel) }
	if _, err := d.Listen(l); err != nil {
		transport.WriteError(w, err)
		return
	}
	defer d.Unlisten(l)
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	fl.Flush()
	tick := time.NewTicker(sseKeepAlive)
	defer tick.Stop()
	var expired <-chan time.Time
	if until := time.Unix(exp, 0).Sub(h.env.Now()); exp > 0 && until > 0 {
		t := time.NewTimer(until)
		defer t.Stop()
		expired = t.C
	}
	for {
		select {
		case <-ob.Ready():
			for _, msg := range ob.Take() {
				if _, err := w.Write(msg); err != nil {
					return
				}
				if bytes.Equal(msg, sseCancel) {
					fl.Flush()
					return
				}
			}
			fl.Flush()
		case <-tick.C:
			if _, err := w.Write([]byte("event: keep-alive\ndata: null\n\n")); err != nil {
				return
			}
			fl.Flush()
		case <-expired:
			_, _ = w.Write(sseAuthRevoked)
			fl.Flush()
			return
		case <-ob.Done():
			return // too slow: cut off
		case <-r.Context().Done():
			return
		case <-h.env.Done:
			return
		}
	}
}

// sseEvent renders a listener event relative to the stream's location.
func sseEvent(base tree.Path, ev namespace.Event) []byte {
	rel := "/" + strings.Join(ev.Path[len(base):], "/")
	name := "put"
	if ev.Merge {
		name = "patch"
	}
	var b bytes.Buffer
	b.WriteString("event: ")
	b.WriteString(name)
	b.WriteString("\ndata: {\"path\":")
	b.Write(transport.MustMarshal(rel))
	b.WriteString(",\"data\":")
	b.Write(ev.Render(false))
	b.WriteString("}\n\n")
	return b.Bytes()
}
