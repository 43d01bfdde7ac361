// Package loopback holds the checks that keep the local suite serving one
// developer on one machine (docs/adr/0052-local-suite-serves-one-developer.md):
//
//   - Host wraps every listener's handler and refuses a request whose Host
//     header is not a loopback name (localhost, *.localhost, 127.0.0.0/8,
//     [::1], any port) with 421 Misdirected Request. A page on another site
//     that rebinds its own DNS name to 127.0.0.1 still sends its own name as
//     Host, so it never reaches a service.
//   - FromBrowser tells a request a browser sent (it carries Origin or
//     Sec-Fetch-Site) from one a tool or test sent (Go's and Node's HTTP
//     clients send neither); the database's owner credential and the
//     gateway simulator's test controls refuse the former.
//   - FromForeignPage tells a request a page on another site sent; the
//     database, which accepts unsigned ID tokens, refuses it.
package loopback
