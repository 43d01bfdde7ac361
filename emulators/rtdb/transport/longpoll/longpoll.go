package longpoll

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"oppnp/emulators/rtdb/transport/session"
	"oppnp/emulators/rtdb/wire"
)

var (
	lpHold = 20 * time.Second
	lpIdle = 60 * time.Second
)

// Handler serves /.lp: one Conn per session, by session id.
type Handler struct {
	env   Env
	mu    sync.Mutex
	conns map[string]*Conn
}

// New is a Handler over env.
func New(env Env) *Handler {
	return &Handler{env: env, conns: map[string]*Conn{}}
}

// Conn is one long-polling session: its client's password, the message
// segments not yet whole, and its held polls.
type Conn struct {
	sess *session.Session
	pw   string

	handleMu sync.Mutex // one message at a time, in segment order
	segs     map[int]lpSeg
	nextSeg  int

	done <-chan struct{} // the server's end: held polls return

	upgraded atomic.Bool // the session moved to a WebSocket: dropping this does not close it

	mu       sync.Mutex
	nextResp int
	kick     chan struct{} // closed when a newer poll should release older ones
	active   int
	lastSeen time.Time
}

type lpSeg struct {
	total int
	data  string
}

func (l *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	w.Header().Set("Content-Type", "application/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache, no-store")
	switch {
	case q.Get("start") == "t":
		l.start(w, r)
		return
	case q.Get("dframe") == "t":
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		u := "/.lp?disconn=t&id=" + jsEscape(q.Get("id")) + "&pw=" + jsEscape(q.Get("pw")) + "&ns=" + jsEscape(q.Get("ns"))
		fmt.Fprintf(w, `<html><body><script>window.addEventListener("pagehide",function(){try{navigator.sendBeacon(%q)}catch(e){}});</script></body></html>`, u)
		return
	}
	c := l.lookup(q.Get("id"), q.Get("pw"))
	if c == nil {
		fmt.Fprint(w, "pLPCommand('close');")
		return
	}
	if q.Get("disconn") == "t" {
		l.drop(q.Get("id"), c, "long-poll client left")
		return
	}
	c.sess.NoteRequest(r)
	c.receive(q)
	c.poll(w, r)
}

func (l *Handler) lookup(id, pw string) *Conn {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.conns[id]
	if c == nil || c.pw != pw {
		return nil
	}
	return c
}

func (l *Handler) drop(id string, c *Conn, reason string) {
	l.mu.Lock()
	if l.conns[id] == c {
		delete(l.conns, id)
	}
	l.mu.Unlock()
	if !c.upgraded.Load() {
		c.sess.Close(reason)
	}
	c.release()
}

// Conn finds a session's long-poll connection (an upgrade socket names it
// by id alone).
func (l *Handler) Conn(id string) *Conn {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.conns[id]
}

func (l *Handler) start(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	sess := l.env.NewSession(r)
	sess.NoteRequest(r)
	c := &Conn{sess: sess, pw: session.NewID()[:10], segs: map[int]lpSeg{}, nextResp: 1, kick: make(chan struct{}), lastSeen: time.Now(), done: l.env.Done}
	l.mu.Lock()
	l.conns[sess.ID()] = c
	l.mu.Unlock()
	go l.reap(sess.ID(), c)
	cb := jsEscape(q.Get("cb"))
	hs := wire.EncodeHandshake(wire.Handshake{TS: l.env.Now().UnixMilli(), H: r.Host, S: sess.ID()})
	fmt.Fprintf(w, "function pLPCommand(c,a1,a2,a3,a4){parent.window[\"pLPCommand%s\"](c,a1,a2,a3,a4);}\n", cb)
	fmt.Fprintf(w, "function pRTLPCB(pN,data){parent.window[\"pRTLPCB%s\"](pN,data);}\n", cb)
	fmt.Fprintf(w, "pLPCommand('start','%s','%s');\npRTLPCB(0,[%s]);\n", sess.ID(), c.pw, hs)
}

// reap closes a session whose client stopped polling.
func (l *Handler) reap(id string, c *Conn) {
	t := time.NewTicker(lpIdle / 4)
	defer t.Stop()
	for range t.C {
		if c.sess.Out().Closed() || c.upgraded.Load() {
			l.drop(id, c, "session closed")
			return
		}
		c.mu.Lock()
		idle := c.active == 0 && time.Since(c.lastSeen) > lpIdle
		c.mu.Unlock()
		if idle {
			l.drop(id, c, "long-poll client idle")
			return
		}
	}
}

// receive reassembles and handles the client messages a poll carries.
func (c *Conn) receive(q map[string][]string) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	c.handleMu.Lock()
	defer c.handleMu.Unlock()
	for i := 0; ; i++ {
		seg, err1 := strconv.Atoi(get("seg" + strconv.Itoa(i)))
		ts, err2 := strconv.Atoi(get("ts" + strconv.Itoa(i)))
		if err1 != nil || err2 != nil || ts <= 0 {
			break
		}
		if seg >= c.nextSeg && len(c.segs) < 1<<16 {
			c.segs[seg] = lpSeg{total: ts, data: get("d" + strconv.Itoa(i))}
		}
	}
	for {
		first, ok := c.segs[c.nextSeg]
		if !ok {
			return
		}
		var sb strings.Builder
		for k := 0; k < first.total; k++ {
			s, ok := c.segs[c.nextSeg+k]
			if !ok {
				return
			}
			sb.WriteString(s.data)
		}
		for k := 0; k < first.total; k++ {
			delete(c.segs, c.nextSeg+k)
		}
		c.nextSeg += first.total
		msg, err := wire.LPDecode(sb.String())
		if err == nil {
			c.sess.Handle(msg)
		}
	}
}

// poll holds the request until messages are queued, then answers with
// all of them under the next response number.
func (c *Conn) poll(w http.ResponseWriter, r *http.Request) {
	c.mu.Lock()
	close(c.kick) // release older polls
	c.kick = make(chan struct{})
	kick := c.kick
	c.active++
	c.lastSeen = time.Now()
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.active--
		c.lastSeen = time.Now()
		c.mu.Unlock()
	}()
	timer := time.NewTimer(lpHold)
	defer timer.Stop()
	out := c.sess.Out()
	select {
	case <-out.Ready():
	case <-kick:
	case <-timer.C:
	case <-out.Done():
	case <-c.done:
	case <-r.Context().Done():
		return
	}
	c.mu.Lock()
	msgs, final := out.TakeFinal()
	n := c.nextResp
	c.nextResp++
	c.mu.Unlock()
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "pRTLPCB(%d,[", n)
	buf.Write(bytes.Join(msgs, []byte(",")))
	buf.WriteString("]);\n")
	if final || out.Closed() {
		// After an upgrade's end of transmission, the client listens on
		// its WebSocket; it expects the server to close the long poll.
		fmt.Fprintf(&buf, "pLPCommand('close',%d);\n", n)
	}
	_, _ = w.Write(buf.Bytes())
}

// release wakes every held poll.
func (c *Conn) release() {
	c.mu.Lock()
	close(c.kick)
	c.kick = make(chan struct{})
	c.mu.Unlock()
}

// jsEscape keeps a parameter safe inside a JS string literal.
func jsEscape(s string) string {
	b, _ := json.Marshal(s)
	out := strings.Trim(string(b), `"`)
	return strings.NewReplacer("'", `\u0027`, "<", `\u003c`, ">", `\u003e`).Replace(out)
}

// Env is what the long-poll transport needs from the server that mounts
// it.
type Env struct {
	// NewSession registers a session for the request's namespace, closing
	// the one the client abandoned (its ls parameter).
	NewSession func(r *http.Request) *session.Session
	// Now is the clock (the handshake's ts).
	Now func() time.Time
	// Done closes when the server stops: held polls return.
	Done <-chan struct{}
}

// Session is the realtime session the connection carries.
func (c *Conn) Session() *session.Session { return c.sess }

// Lock holds the connection's message handling (its reassembly and the
// handling of its messages, one at a time): a WebSocket taking the
// session over handles its requests in turn with the long poll's.
func (c *Conn) Lock() { c.handleMu.Lock() }

// Unlock releases what Lock holds.
func (c *Conn) Unlock() { c.handleMu.Unlock() }

// Upgraded reports whether the session moved to a WebSocket: dropping the
// long poll then does not close it.
func (c *Conn) Upgraded() bool { return c.upgraded.Load() }

// MarkUpgraded records that the session moved to a WebSocket.
func (c *Conn) MarkUpgraded() { c.upgraded.Store(true) }
