package session

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"oppnp/emulators/loopback"
	"oppnp/emulators/panics"
	"oppnp/emulators/rtdb/namespace"
	"oppnp/emulators/rtdb/transport"
	"oppnp/emulators/rtdb/tree"
	"oppnp/emulators/rtdb/wire"
)

// Session is one realtime connection (WebSocket or long polling): its
// identity, listens and onDisconnect operations. Requests are handled one
// at a time, in arrival order, by the transport's read loop.
type Session struct {
	id     string
	db     *namespace.DB
	out    *transport.Outbox
	log    *slog.Logger
	forget func()

	mu      sync.Mutex // guards below; taken after database.mu, never before
	who     namespace.Identity
	listens map[string]*namespace.Listener
	ondisc  []discOp
	closed  bool

	ackTail chan struct{} // closed when the last deferred reply is queued (acks.go)
	ackSem  chan struct{} // bounds deferred replies

	// browser is set once any request of the session came from a browser
	// (loopback.FromBrowser): the owner credential is refused on it.
	browser atomic.Bool

	// onEnd, when set, runs on the client's end-of-transmission control
	// message (a long-poll session switching to its WebSocket). Set and
	// called under the long-poll connection's handleMu.
	onEnd func()
}

// discOp is one registered onDisconnect write.
type discOp struct {
	update bool
	path   tree.Path
	value  any
	merge  map[string]any
}

// NewID is a fresh random session id.
func NewID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// New is a session on namespace d whose client may have clientBuffer
// messages pending. forget runs once when it closes, after its listens
// are dropped and before its onDisconnect writes: the server's registry
// lets go of it. A nil log discards.
func New(d *namespace.DB, clientBuffer int, log *slog.Logger, forget func()) *Session {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Session{id: NewID(), db: d, out: transport.NewOutbox(clientBuffer), log: log, forget: forget, listens: map[string]*namespace.Listener{}}
}

// ID is the session id the handshake gave the client (its s, and its ls
// on a later connection).
func (c *Session) ID() string { return c.id }

// Out is the session's outbox: the transport drains it to the client.
func (c *Session) Out() *transport.Outbox { return c.out }

// SetOnEnd sets what runs on the client's end-of-transmission control
// message (a long-poll session switching to its WebSocket); nil clears it.
// Set and called under the long-poll connection's message lock.
func (c *Session) SetOnEnd(f func()) { c.onEnd = f }

// NoteRequest marks the session as a browser's when r came from one.
func (c *Session) NoteRequest(r *http.Request) {
	if loopback.FromBrowser(r) {
		c.browser.Store(true)
	}
}

func (c *Session) identity() namespace.Identity {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.who
}

// Close ends the session once: listens are dropped, the outbox closes (so
// the transport hangs up) and the onDisconnect operations run in
// registration order.
func (c *Session) Close(reason string) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.closed = true
	ls, ops, who := c.listens, c.ondisc, c.who
	c.listens, c.ondisc = nil, nil
	c.mu.Unlock()
	c.out.Close()
	if c.forget != nil {
		c.forget()
	}
	for _, l := range ls {
		c.db.Unlisten(l)
	}
	for _, op := range ops {
		_, _, err := c.db.Write(namespace.WriteOp{Update: op.update, Path: op.path, Value: op.value, Merge: op.merge, Who: who})
		if err != nil {
			c.log.Info("rtdb: onDisconnect write failed", "ns", c.db.Name(), "path", op.path.String(), "err", err)
		}
	}
	c.log.Debug("rtdb: session closed", "ns", c.db.Name(), "session", c.id, "reason", reason)
}

func (c *Session) Send(b []byte) { c.out.Send(b) }

func (c *Session) reply(r *int64, status string, data json.RawMessage) {
	if r == nil {
		return
	}
	if c.acksPending() {
		c.deferReply(r, nil, status, data) // after the earlier writes' acks
		return
	}
	c.sendReply(*r, status, data)
}

func (c *Session) sendReply(r int64, status string, data json.RawMessage) {
	c.Send(wire.EncodeReply(r, status, data))
}

func (c *Session) replyErr(r *int64, err error) {
	code := transport.CodeOf(err)
	d, _ := json.Marshal(code.Msg)
	c.reply(r, code.Status, d)
}

// replyErrNow is replyErr for a deferred reply, already in order.
func (c *Session) replyErrNow(r *int64, err error) {
	if r == nil {
		return
	}
	code := transport.CodeOf(err)
	d, _ := json.Marshal(code.Msg)
	c.sendReply(*r, code.Status, d)
}

var okEmpty = json.RawMessage(`""`)

// HandleSafely handles raw and reports false if that panicked: the panic
// is logged and the caller ends this connection, not the process.
func (c *Session) HandleSafely(raw []byte) bool {
	return !panics.Recover(c.log, "database websocket handler", func() { c.Handle(raw) }, "session", c.id)
}

// Handle processes one complete client message.
func (c *Session) Handle(raw []byte) {
	env, err := wire.Decode(raw)
	if err != nil {
		c.log.Debug("rtdb: bad message", "err", err)
		return
	}
	if env.T == wire.LayerControl {
		ctl, err := env.DecodeControl()
		switch {
		case err != nil:
		case ctl.T == wire.ControlPing:
			c.Send(wire.EncodePong())
		case ctl.T == wire.ControlEnd && c.onEnd != nil:
			c.onEnd()
			c.onEnd = nil
		}
		return
	}
	req, err := env.DecodeRequest()
	if err != nil {
		c.log.Debug("rtdb: bad request", "err", err)
		return
	}
	switch req.A {
	case wire.ActionStats, wire.ActionAppCheck, wire.ActionUnAppCheck:
		c.reply(req.R, wire.StatusOK, okEmpty)
	case wire.ActionAuth, wire.ActionGAuth:
		c.handleAuth(req)
	case wire.ActionUnauth:
		c.setIdentity(namespace.Identity{})
		c.reply(req.R, wire.StatusOK, okEmpty)
	case wire.ActionListen, wire.ActionLegacyListen:
		c.handleListen(req)
	case wire.ActionUnlisten:
		c.handleUnlisten(req)
	case wire.ActionGet:
		c.handleGet(req)
	case wire.ActionPut, wire.ActionMerge:
		c.handleWrite(req)
	case wire.ActionOnDiscPut, wire.ActionOnDiscMerge, wire.ActionOnDiscCancel:
		c.handleOnDisconnect(req)
	default:
		d, _ := json.Marshal("Unknown action: " + req.A)
		c.reply(req.R, wire.StatusFailure, d)
	}
}

func (c *Session) handleAuth(req *wire.Request) {
	var b struct {
		Cred    string          `json:"cred"`
		AuthVar json.RawMessage `json:"authvar"`
		NoAuth  bool            `json:"noauth"`
	}
	if err := json.Unmarshal(req.B, &b); err != nil {
		c.replyErr(req.R, transport.ErrInvalidToken)
		return
	}
	id, exp, err := transport.ParseCredential(b.Cred)
	if err == nil && id.Admin && c.browser.Load() {
		d, _ := json.Marshal(transport.CodeOf(transport.ErrOwnerFromBrowser).Msg)
		c.reply(req.R, wire.StatusInvalidToken, d)
		return
	}
	if err == nil && id.Admin {
		switch {
		case b.NoAuth:
			id = namespace.Identity{}
		case len(b.AuthVar) > 0:
			id, err = transport.Override(id, b.AuthVar)
		}
	}
	if err != nil {
		d, _ := json.Marshal(err.Error())
		c.reply(req.R, wire.StatusInvalidToken, d)
		return
	}
	c.setIdentity(id)
	d, _ := json.Marshal(map[string]any{"auth": id.Auth, "expires": exp})
	c.reply(req.R, wire.StatusOK, d)
}

// setIdentity switches the session's identity and revokes listens it can
// no longer read.
func (c *Session) setIdentity(id namespace.Identity) {
	c.mu.Lock()
	c.who = id
	mine := make(map[*namespace.Listener]bool, len(c.listens))
	for _, l := range c.listens {
		mine[l] = true
	}
	c.mu.Unlock()
	if len(mine) > 0 {
		c.db.RecheckListeners(func(l *namespace.Listener) bool { return mine[l] })
	}
}

type listenBody struct {
	P string         `json:"p"`
	Q map[string]any `json:"q"`
	T *int64         `json:"t"`
	H string         `json:"h"`
}

// listenKey identifies a listen for unlisten: path plus canonical query.
func listenKey(p tree.Path, q map[string]any) string {
	if len(q) == 0 {
		return p.String() + "|default"
	}
	b, _ := json.Marshal(q) // map keys are sorted: canonical
	return p.String() + "|" + string(b)
}

// parseListenBody reads a listen, unlisten or get body: its path and, when
// the client sent one, its query.
func parseListenBody(raw json.RawMessage) (listenBody, tree.Path, *tree.Query, error) {
	var b listenBody
	if err := json.Unmarshal(raw, &b); err != nil {
		return b, nil, nil, transport.ErrBadRequest
	}
	p, err := tree.ParsePath(b.P)
	if err != nil {
		return b, p, nil, err
	}
	if len(b.Q) == 0 {
		return b, p, nil, nil
	}
	q, err := tree.ParseWireQuery(b.Q)
	return b, p, q, err
}

// dropListen forgets the listen under key, if any, and stops its events.
func (c *Session) dropListen(key string) {
	c.mu.Lock()
	l := c.listens[key]
	delete(c.listens, key)
	c.mu.Unlock()
	if l != nil {
		c.db.Unlisten(l)
	}
}

func (c *Session) handleListen(req *wire.Request) {
	b, p, q, err := parseListenBody(req.B)
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	key := listenKey(p, b.Q)
	c.dropListen(key)
	l := &namespace.Listener{Path: p, Query: q, Tag: b.T, Hash: b.H, Who: c.identity}
	l.Emit = func(ev namespace.Event) bool { return c.out.Queue(ev.Batch.Encode(ev, encodeEvent), ev.Batch.Fanout()) }
	l.Revoke = func() { c.revoked(key, l, b.Q) }
	dec, err := c.db.Listen(l)
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	c.mu.Lock()
	closed := c.closed
	if !closed {
		c.listens[key] = l
	}
	c.mu.Unlock()
	if closed {
		c.db.Unlisten(l)
		return
	}
	data := json.RawMessage(`{}`)
	if dec.Warning != "" {
		data, _ = json.Marshal(map[string]any{"w": []string{dec.Warning}})
	}
	c.reply(req.R, wire.StatusOK, data)
}

// revoked tells the client a listen was cancelled (rules or auth changed);
// qobj is the query as the client sent it. Called with DB.mu held.
func (c *Session) revoked(key string, l *namespace.Listener, qobj map[string]any) {
	c.mu.Lock()
	if c.listens[key] == l {
		delete(c.listens, key)
	}
	c.mu.Unlock()
	body := map[string]any{"p": pushPath(l.Path)}
	if len(qobj) > 0 {
		body["q"] = []any{qobj} // an array: the client joins its elements
	}
	c.Send(wire.EncodePush(wire.PushListenRevoked, body))
}

func (c *Session) handleUnlisten(req *wire.Request) {
	var b listenBody
	_ = json.Unmarshal(req.B, &b)
	p, err := tree.ParsePath(b.P)
	if err == nil {
		c.dropListen(listenKey(p, b.Q))
	}
	c.reply(req.R, wire.StatusOK, okEmpty)
}

func (c *Session) handleGet(req *wire.Request) {
	_, p, q, err := parseListenBody(req.B)
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	n, _, err := c.db.Read(p, q, c.identity())
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	c.reply(req.R, wire.StatusOK, n.ExportJSON())
}

type writeBody struct {
	P string          `json:"p"`
	D json.RawMessage `json:"d"`
	H *string         `json:"h"`
}

// decodeWrite reads a p/m/o/om body: path and decoded data.
func decodeWrite(req *wire.Request) (tree.Path, any, *string, error) {
	var b writeBody
	// req.B is valid JSON (wire.Decode checked the message): slice it;
	// anything unusual goes through encoding/json.
	fast := wire.Members(req.B, func(k, v []byte) bool {
		switch string(k) {
		case "p":
			s, ok := wire.String(v)
			b.P = s
			return ok
		case "d":
			b.D = v
			return true
		case "h":
			s, ok := wire.String(v)
			b.H = &s
			return ok
		}
		return false
	})
	if !fast {
		b = writeBody{}
		if err := json.Unmarshal(req.B, &b); err != nil {
			return nil, nil, nil, transport.ErrBadRequest
		}
	}
	if len(b.D) > tree.MaxSDKWrite {
		return nil, nil, nil, transport.ErrWriteTooBig
	}
	p, err := tree.ParsePath(b.P)
	if err != nil {
		return nil, nil, nil, err
	}
	var v any
	if len(b.D) > 0 {
		if v, err = tree.Decode(b.D); err != nil {
			return nil, nil, nil, err
		}
	}
	return p, v, b.H, nil
}

func (c *Session) handleWrite(req *wire.Request) {
	p, v, h, err := decodeWrite(req)
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	op := namespace.WriteOp{Path: p, Value: v, Hash: h, Who: c.identity()}
	if req.A == wire.ActionMerge {
		m, ok := v.(map[string]any)
		if !ok {
			c.replyErr(req.R, transport.ErrBadRequest)
			return
		}
		op = namespace.WriteOp{Update: true, Path: p, Merge: m, Who: op.Who}
	}
	_, _, wait, err := c.db.WriteDeferred(op)
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	if wait != nil || c.acksPending() {
		c.deferReply(req.R, wait, wire.StatusOK, okEmpty)
		return
	}
	c.sendReply(*req.R, wire.StatusOK, okEmpty)
}

func (c *Session) handleOnDisconnect(req *wire.Request) {
	p, v, _, err := decodeWrite(req)
	if err != nil {
		c.replyErr(req.R, err)
		return
	}
	if req.A == wire.ActionOnDiscCancel {
		c.mu.Lock()
		c.ondisc = cancelDisc(c.ondisc, p)
		c.mu.Unlock()
		c.reply(req.R, wire.StatusOK, okEmpty)
		return
	}
	op := discOp{path: p, value: v}
	if req.A == wire.ActionOnDiscMerge {
		m, ok := v.(map[string]any)
		if !ok {
			c.replyErr(req.R, transport.ErrBadRequest)
			return
		}
		op = discOp{update: true, path: p, merge: m}
	}
	// Check permission (and validity) now, as production does, without writing.
	if _, _, err := c.db.Write(namespace.WriteOp{Update: op.update, Path: p, Value: op.value, Merge: op.merge, Who: c.identity(), Check: true}); err != nil {
		c.replyErr(req.R, err)
		return
	}
	c.mu.Lock()
	c.ondisc = append(c.ondisc, op)
	c.mu.Unlock()
	c.reply(req.R, wire.StatusOK, okEmpty)
}

// cancelDisc removes every operation at or below p, and p from the data of
// operations above it, as the SDK's SparseSnapshotTree.forget does.
func cancelDisc(ops []discOp, p tree.Path) []discOp {
	out := ops[:0]
	for _, op := range ops {
		if p.Contains(op.path) {
			continue
		}
		if op.path.Contains(p) {
			rel := p[len(op.path):]
			if op.update {
				for k := range op.merge {
					full := op.path.Child(tree.SplitKey(k)...)
					switch {
					case p.Contains(full):
						delete(op.merge, k)
					case full.Contains(p):
						op.merge[k] = forget(op.merge[k], p[len(full):])
					}
				}
				if len(op.merge) == 0 {
					continue
				}
			} else {
				op.value = forget(op.value, rel)
			}
		}
		out = append(out, op)
	}
	return out
}

// forget deletes rel inside a decoded JSON value.
func forget(v any, rel tree.Path) any {
	if len(rel) == 0 {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	if len(rel) == 1 {
		delete(m, rel[0])
		return m
	}
	if c, ok := m[rel[0]]; ok {
		m[rel[0]] = forget(c, rel[1:])
	}
	return m
}

// pushPath is a path as pushes carry it: no leading slash.
func pushPath(p tree.Path) string { return strings.Join(p, "/") }

// encodeEvent renders a listener event as a d or m push.
func encodeEvent(ev namespace.Event) []byte {
	action := wire.PushData
	if ev.Merge {
		action = wire.PushMerge
	}
	return wire.EncodeDataPush(action, pushPath(ev.Path), ev.Render(true), ev.Tag)
}
