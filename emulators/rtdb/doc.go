// Package rtdb is the Realtime Database emulator server: the WebSocket
// protocol v5 (/.ws), long polling (/.lp), the REST API (/<path>.json) with
// streaming, /.settings/rules.json and /.inspect/databases.json, for any
// number of namespaces, each created on first use (the ns parameter, else
// the first label of a namespace-like Host, else Options.DefaultNamespace).
//
// # Packages
//
// The server only wires; each concern is a package of its own:
//
//   - wire: protocol v5 frames (no net); tree: the data tree; rules: the
//     rules language;
//   - namespace: one namespace's read, write, listen, watch and indexes;
//   - transport: what the transports share (credentials, the one mapping
//     of errors to wire and HTTP codes, a client's bounded Outbox);
//   - transport/session: the realtime protocol's side of one connection,
//     whatever carries it (handshake, request handling, message order);
//   - transport/ws, transport/longpoll: its two carriers, /.ws and /.lp
//     (a long poll may move to a WebSocket: ws.Polling);
//   - transport/rest: the REST API and its event streams.
//
// This package holds the Server that makes the namespaces, registers the
// realtime sessions (a client's ls closes its previous one), mounts the
// transports and serves /.settings and /.inspect. Nothing below holds
// the Server: a namespace is made with a namespace.Env (clock, log,
// journal, the shared trigger outbox and default rules), a transport with
// its own Env of functions, so nothing under a namespace's lock can reach
// the Server's map, sessions or lock, and no transport imports another
// or this package (deps_test.go).
//
// # Connections
//
// The handshake and the message order are written down in package
// session, the WebSocket's and long poll's loops in ws and longpoll. Every
// transport sends through a transport.Outbox without blocking; when it is
// full (Options.ClientBuffer) the client is too slow and is cut off, so a
// stuck subscriber never delays a writer or the other clients.
//
// Listener updates are incremental: a filtered listen re-examines only
// the children a commit touched, and listens with a plain range (no
// limit) on a shared location are kept in a range index (namespace/rangeindex.go),
// so a write to a list watched by a thousand such queries visits the few
// whose range held or holds the written child; a commit walks only the
// other listeners. A push is encoded once per commit and the same bytes
// are queued to every listener with the same path, data and tag
// (namespace.Batch), so a thousand subscribers of one location cost one
// encoding. The write loop frames everything queued since its last batch
// and writes it with one syscall (ws/batchconn.go), large payloads in place
// (writev) rather than copied per subscriber.
//
// A long-polling session may move to a WebSocket (ws/upgrade.go): its outbox
// is sealed for the long poll at the client's end of transmission and
// forwards everything later to the socket.
//
// A request's JSON is validated once and sliced (wire.Members): only the
// written value is decoded, once, by tree.Decode.
//
// # Seams
//
//   - Authorizer (namespace/authz.go): every non-admin read and write is decided by
//     it, with the whole-namespace before/after view. Rules documents are
//     compiled by an AuthorizerFactory: Options.AuthorizerFactory, else
//     NewRulesAuthorizer (package rules); a namespace with no rules allows
//     everything (AllowAll). SetRules replaces the default rules; PUT
//     /.settings/rules.json?ns= replaces one namespace's. Listens that lose
//     read access (rules or auth change) are revoked with a c push.
//   - Watch (namespace/watch.go): the change feed for the functions host. A commit
//     only appends to each watch's queue (watch.mu, a leaf); the watch's
//     goroutine calls the subscriber outside every lock. A subscriber that
//     holds that call (the functions host applying back-pressure) makes
//     its queue grow; writers and other clients never wait for it, and no
//     change is dropped while the watch runs.
//   - WatchDurable (namespace/durable.go): a watch whose changes are journaled with
//     their write (the reserved namespace OutboxNamespace, same fsync)
//     and kept until the subscriber calls Change.Done; Options.Pending
//     hands the ones not done to the next server on the same journal
//     (docs/adr/0059-durable-trigger-delivery.md). ChangeOutbox.mu is a
//     leaf, taken under DB.mu.
//   - Journal, Options.Initial, Options.Pending, Namespaces, Export:
//     durability hooks.
//
// # Lock order
//
// Locks are taken in this order only:
//
//  0. longpoll.Conn.handleMu (a long-poll connection's message
//     reassembly; held while its messages are handled, also by a
//     WebSocket taking the session over, so it comes before everything
//     the handling takes)
//  1. namespace.DB.mu (one namespace: root, listeners, watches, rules)
//  2. Server.mu (namespace map, sessions)
//  3. session.Session.mu (a connection's identity, listens, onDisconnect ops)
//  4. leaves, which take no other lock: watch.mu (one watch's queue),
//     transport.Outbox.mu (one client's pending messages),
//     longpoll.Handler.mu, longpoll.Conn.mu, pushIDs.mu, DefaultRules.mu
//     (the rules of namespaces without their own, shared by the Server
//     and its namespaces)
//
// Server.mu is never held while taking DB.mu: Server methods copy
// what they need and release it first. Session.mu is never held while
// calling into a namespace. Authorizer and Journal calls run under
// DB.mu and must not call back into the namespace or the Server. A plain Journal's
// disk write is the only I/O done under a lock, on purpose: it fixes the
// commit order. An AppendJournal (persist.Store) only queues the record
// under the lock; the writer waits for the fsync after unlocking and before
// its ok, so writers on different connections share one fsync (group
// commit) and nothing is acknowledged before it is on disk. Network writes
// happen outside every lock but a connection's own ws.batchConn.wmu (a leaf):
// in per-connection write loops, and, for a commit's pushes, in the
// committing goroutine after it unlocks (namespace.Fanout.Run: one non-blocking
// write per idle WebSocket, the rest left to the loop); outbox sends never
// block.
package rtdb
