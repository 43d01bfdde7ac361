// Package session is the realtime protocol's (v5) server side of one
// connection, whatever carries it: a WebSocket (package ws) or long
// polling (package longpoll). A Session holds the client's identity, its
// listens and its onDisconnect writes, and handles each request (auth,
// listen, get, put, merge, onDisconnect) against its namespace.
//
// # Handshake
//
// The transport sends, before anything else, the handshake
//
//	{"t":"c","d":{"t":"h","d":{"ts":<now ms>,"v":"5","h":<request Host>,"s":<session id>}}}
//
// with s = Session.ID. A later connection presenting that id as ls closes
// this session first (the server's registry: Session.Close runs the
// onDisconnect writes). Requests are then handled one at a time, in
// arrival order, by the transport's read loop (Handle); replies and pushes
// go to the session's transport.Outbox, which the transport drains.
//
// # Message order
//
// A listen's data push is queued before its ok; a write's pushes to every
// listener, the writer's own included, are queued before the writer's ok
// (queued while the namespace is locked, the ok after). In durable mode a
// write's ok waits for its fsync without holding up the connection's next
// requests (acks.go); replies still leave in request order.
//
// # Lock order
//
// Session.mu (identity, listens, onDisconnect writes) is taken after the
// namespace's lock (namespace.DB.mu), never before, and is never held
// while calling into the namespace. The outbox's lock is a leaf. Close
// calls the registry's forget with no lock of its own held.
package session
