// Package ws is the realtime protocol's WebSocket transport (/.ws).
//
// # Handshake
//
// A new connection gets the session's handshake (package session) before
// anything else. A connection naming a long-polling session (/.ws?s=<id>)
// is that client's upgrade instead (upgrade.go): it gets a switch ack and
// no handshake, and takes the session over from the long poll (Polling,
// which the long-poll transport implements; this package does not import
// it).
//
// # Connections
//
// Each connection has one read loop that handles requests strictly in
// arrival order, and one write loop that drains the session's outbox
// (transport.Outbox). The write loop frames everything queued since its
// last batch and writes it with one syscall (batchconn.go), large payloads
// in place (writev) rather than copied per subscriber; a commit's fan-out
// may also write to an idle socket directly, without waiting (WriteDirect).
// Everything sent goes through the outbox without blocking: a client too
// slow to drain it is cut off, so it never delays a writer or the other
// clients.
//
// # Lock order
//
// The upgrade's Polling.Lock (the long poll's message handling) comes
// before everything a request's handling takes. batchConn.wmu (one
// network write at a time) is a leaf, taken by the write loop or by a
// fan-out after the namespace's lock is released: no network write
// happens under any other lock.
package ws
