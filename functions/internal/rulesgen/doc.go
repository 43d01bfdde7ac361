// Package rulesgen produces OPPNP's database.rules.json: the Realtime
// Database security rules that are the app's security boundary (DESIGN §3).
//
// The rules are built in Go, not edited by hand, so that the lifecycle
// transitions each actor may make come from the one lifecycle definition
// (package lifecycle, lifecycle.json) and every SPEC §5 field rule is written
// once as an expression. `go run ./functions/cmd/rulesgen` writes the file;
// a test fails when the committed file differs from the generator's output.
//
// Identities (DESIGN §2): staff sign in with claims {bpId, role, admin, cnca,
// libranza}; customers with claims {uuid, requestId}; the functions use admin
// credentials and are not subject to these rules.
package rulesgen
