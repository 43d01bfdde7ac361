package rtdb

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

	"oppnp/emulators/rtdb/wire"
)

// Long polling (/.lp), the browser SDK's fallback transport. The client
// runs JSONP script tags in a hidden iframe:
//
//   - start=t: the reply defines pLPCommand/pRTLPCB forwarding to the
//     parent window's callbacks named with the cb parameter, then calls
//     pLPCommand('start', id, pw) and pRTLPCB(0, [handshake]);
//   - id=&pw=&ser=: a poll, optionally carrying client messages as
//     segments seg<i>=<n>&ts<i>=<segments in message>&d<i>=<base64>; the
//     reply is pRTLPCB(<next response number>, [envelopes]) once something
//     is queued, a newer poll arrives, or lpHold passes;
//   - dframe=t: a page that reports disconn=t when the client goes away;
//     disconn=t closes the session. A session without polls for lpIdle
//     is closed too, running its onDisconnect operations.
//
// A long-polling client then tries to upgrade to a WebSocket
// (/.ws?s=<id>, upgrade.go): once it has switched, the long poll delivers
// what was queued before the switch, then closes.

var (
	lpHold = 20 * time.Second
	lpIdle = 60 * time.Second
)

type lpRegistry struct {
	srv   *Server
	mu    sync.Mutex
	conns map[string]*lpConn
}

func newLPRegistry(s *Server) *lpRegistry {
	return &lpRegistry{srv: s, conns: map[string]*lpConn{}}
}

type lpConn struct {
	sess *session
	pw   string

	handleMu sync.Mutex // one message at a time, in segment order
	segs     map[int]lpSeg
	nextSeg  int

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

func (l *lpRegistry) serve(w http.ResponseWriter, r *http.Request) {
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
	c.sess.noteRequest(r)
	c.receive(q)
	c.poll(w, r)
}

func (l *lpRegistry) lookup(id, pw string) *lpConn {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.conns[id]
	if c == nil || c.pw != pw {
		return nil
	}
	return c
}

func (l *lpRegistry) drop(id string, c *lpConn, reason string) {
	l.mu.Lock()
	if l.conns[id] == c {
		delete(l.conns, id)
	}
	l.mu.Unlock()
	if !c.upgraded.Load() {
		c.sess.close(reason)
	}
	c.release()
}

// byID finds a session's long-poll connection (an upgrade socket names it
// by id alone).
func (l *lpRegistry) byID(id string) *lpConn {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.conns[id]
}

func (l *lpRegistry) start(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	sess := l.srv.newSession(l.srv.namespace(r), q.Get("ls"))
	sess.noteRequest(r)
	c := &lpConn{sess: sess, pw: newSessionID()[:10], segs: map[int]lpSeg{}, nextResp: 1, kick: make(chan struct{}), lastSeen: time.Now()}
	l.mu.Lock()
	l.conns[sess.id] = c
	l.mu.Unlock()
	go l.reap(sess.id, c)
	cb := jsEscape(q.Get("cb"))
	hs := wire.EncodeHandshake(wire.Handshake{TS: l.srv.now().UnixMilli(), H: r.Host, S: sess.id})
	fmt.Fprintf(w, "function pLPCommand(c,a1,a2,a3,a4){parent.window[\"pLPCommand%s\"](c,a1,a2,a3,a4);}\n", cb)
	fmt.Fprintf(w, "function pRTLPCB(pN,data){parent.window[\"pRTLPCB%s\"](pN,data);}\n", cb)
	fmt.Fprintf(w, "pLPCommand('start','%s','%s');\npRTLPCB(0,[%s]);\n", sess.id, c.pw, hs)
}

// reap closes a session whose client stopped polling.
func (l *lpRegistry) reap(id string, c *lpConn) {
	t := time.NewTicker(lpIdle / 4)
	defer t.Stop()
	for range t.C {
		if c.sess.out.Closed() || c.upgraded.Load() {
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
func (c *lpConn) receive(q map[string][]string) {
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
			c.sess.handle(msg)
		}
	}
}

// poll holds the request until messages are queued, then answers with
// all of them under the next response number.
func (c *lpConn) poll(w http.ResponseWriter, r *http.Request) {
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
	out := c.sess.out
	select {
	case <-out.Ready():
	case <-kick:
	case <-timer.C:
	case <-out.Done():
	case <-c.sess.srv.done:
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
func (c *lpConn) release() {
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
