// Package functionshost runs the project's Go functions locally the way
// Cloud Functions gen2 / Cloud Run runs them, so the same code deploys
// unchanged.
//
// It reads a manifest (functions/functions.json, in the shape of the
// Firebase CLI's functions.yaml discovery spec, see ADR 0002), builds the
// manifest's main package once with `go build`, and runs the binary once
// per endpoint with FUNCTION_TARGET=<entryPoint> and PORT=<free port>, as
// Cloud Run does; functions-framework-go then mounts that one function at
// "/" so an HTTP function sees every sub-path.
//
// HTTP: /{project}/{region}/{id}[/rest] is proxied to the endpoint's
// process with the path /rest (the hosting emulator rewrites /api/** to
// /{project}/{region}/api/api/**, so the function sees the original path,
// as behind production Hosting).
//
// Events: every endpoint whose eventTrigger is a Realtime Database event
// (google.firebase.database.ref.v1.written/created/updated/deleted)
// subscribes to a ChangeSource with its ref path pattern and receives each
// change as a gen2 CloudEvent (structured mode) with the production
// attributes and the {"@type","data","delta"} payload. A failure (non-2xx
// or no answer) is logged and, when the trigger has "retry": true, retried
// with exponential backoff for a window (Retry: 24 h, pauses up to 60 s, as
// Eventarc's retry), then dropped with an error log. The source is durable
// (the database's outbox, docs/adr/0059-durable-trigger-delivery.md): the
// host tells it a change is done (Change.Done) only once delivered or
// dropped, so a change the host stopped with is delivered by the next host
// on the same data, with the same id (the CloudEvent's id).
//
// # Bounded delivery
//
// Each event-triggered function has a pool (pool.go), as Cloud Functions
// bounds a function's instances: at most Options.MaxConcurrency deliveries
// at once (the suite's OPPNP_FUNCTIONS_MAX_CONCURRENCY, default
// DefaultMaxConcurrency), one at a time per ref and in commit order per ref
// (different refs in parallel; a retrying ref holds no worker during its
// pause, only its own later events wait), and
// at most Options.QueueSize events waiting (OPPNP_FUNCTIONS_QUEUE_SIZE,
// default DefaultQueueSize). A multi-path write of thousands of folios
// thus costs a bounded number of goroutines, requests and function memory,
// whatever its size.
//
// Back-pressure and the handshake with the database: the ChangeSource
// calls the host on its own reader goroutine, one change at a time. When
// the pool's queue is full that call waits for room, so the reader stops
// taking changes. It holds no database lock while it waits (rtdb's Watch
// calls outside every lock; its watch.mu is a leaf), so writers and other
// clients never wait for the functions: the commit only appends to the
// watch's queue, which, following rtdb's policy for the change feed (never
// block a writer, never drop a change while the watch runs), grows by the
// changes not yet taken. What is buffered while the functions are slow is
// thus the database's per-watch queue of changes, not goroutines or
// CloudEvents in the host. Close stops the watches, cancels deliveries and
// closes the pools, which releases a reader waiting for room and drops
// what was queued from memory; none of it is done, so a durable source
// keeps it for the next start, as after a crash.
//
// Lock order in this package: pool.mu is a leaf (no other lock is taken
// while it is held, and deliveries run without it); process locks are
// never held while calling into a pool.
package functionshost
