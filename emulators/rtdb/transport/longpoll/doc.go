// Package longpoll is long polling (/.lp), the browser SDK's fallback
// transport. The client runs JSONP script tags in a hidden iframe:
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
// (/.ws?s=<id>, package ws: Conn is its Polling): once it has switched, the long poll delivers
// what was queued before the switch, then closes.
//
// # Lock order
//
// Conn.handleMu comes first: it is held while a poll's messages are
// reassembled and handled, so everything the handling takes (the
// namespace's lock, the session's) comes after it; a WebSocket taking the
// session over holds it (Conn.Lock) for each of its requests. Handler.mu
// and Conn.mu are leaves. A held poll waits on the session's outbox
// without any lock, so a slow client holds up nobody.
package longpoll
