// Package wire is the Realtime Database protocol v5 as the JS SDK v12 and
// the Admin SDKs speak it: envelopes, frame splitting, action codes and the
// handshake. It does no I/O.
//
// Envelopes. Every message, both directions, is {"t":layer,"d":payload}
// with layer "c" (control) or "d" (data); both keys are always present.
//
// Handshake. The first message after the WebSocket upgrade is
//
//	{"t":"c","d":{"t":"h","d":{"ts":<ms>,"v":"5","h":<host>,"s":<session>}}}
//
// where h must be the Host the client used (it reconnects there) and s is
// echoed back later as the ls parameter of a reconnect.
//
// Control messages from the client: ping {"t":"p","d":{}} (answered by a
// pong {"t":"o","d":{}}), and "a"/"n" during a long-poll upgrade.
//
// Data messages. A client request is {"r":n,"a":action,"b":body}; the reply
// is {"r":n,"b":{"s":status,"d":data}}. A server push has no r:
// {"a":action,"b":body}. Actions are the Action* constants; statuses the
// Status* constants.
//
// Frames. A message longer than MaxFrame is cut into chunks; the sender
// first sends a text message holding only the decimal chunk count, then
// each chunk as its own text message. A single chunk is sent without a
// count. The server must never send a bare short number otherwise: the
// client would wait for that many frames. The client sends a bare "0" as a
// keepalive after 45 s of silence; Assembler ignores it.
//
// Long polling (/.lp) carries the same envelopes as base64 (web-safe
// alphabet, "." padding) in numbered URL segments; see LPDecode.
package wire
