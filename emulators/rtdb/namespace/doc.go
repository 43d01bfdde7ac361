// Package namespace is the core of the Realtime Database emulator: one
// namespace's data (an immutable tree.Node root), its reads and writes
// (authorized by an Authorizer, journaled by a Journal), its listeners,
// its change feed (watches, durable ones through a ChangeOutbox) and the
// ordered indexes of its large locations. It knows no transport: package
// rtdb serves a DB over WebSocket, long polling, REST and streaming, and
// is the only one to hold the DB's server-wide parts (Env).
//
// # Contract with transports
//
// A transport makes a Listener (Path, Query, Tag, Hash, Who, Emit,
// Revoke) and calls Listen; Emit and Revoke run with the namespace locked
// and must not block: they queue (a full queue cuts its subscriber off, so
// a slow subscriber never delays a writer or another subscriber). During a
// commit, Event.Batch shares one encoding among the listeners with the
// same path, data and tag (Batch.Encode) and collects the queues the
// commit filled without waking their writers (Batch.Fanout); WriteDeferred
// flushes them once the namespace is unlocked.
//
// # Locks
//
// DB.mu guards one namespace and is the first lock its methods take.
// Under it the namespace takes only leaves: a watch's queue, the
// ChangeOutbox's counter, DefaultRules, and whatever Emit and Revoke take
// (leaves too). Authorizer and Journal calls run under DB.mu and must not
// call back into the DB. Watch subscribers run on their own goroutine,
// outside every lock. The full order, transports included, is written
// down in package rtdb's doc.
package namespace
