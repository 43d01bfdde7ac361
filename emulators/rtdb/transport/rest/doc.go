// Package rest is the database emulator's REST transport: GET, PUT, PATCH,
// POST and DELETE on /<path>.json with production's query parameters
// (query.go), ETags and conditional writes, and streaming (Accept:
// text/event-stream, sse.go).
//
// A Handler holds no pointer to the server: it is made with an Env (the
// request's namespace, the write that waits for trigger-outbox room, push
// ids, the clock, the server's end). A request takes no lock of its own:
// it reads and writes through the namespace core (namespace.DB, which
// locks), and a stream's events come from a listener's Emit through a
// transport.Outbox, so a slow stream is cut off instead of holding up a
// commit. There is no handshake: each request carries its credential
// (auth=, access_token= or Authorization: Bearer; transport.RESTCredential).
package rest
