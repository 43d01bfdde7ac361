// Package rulesgen produces OPPNP's database.rules.json, the Realtime
// Database security rules that are the app's security boundary, from the
// folio contract (package contract, docs/contract.md).
//
// Nothing about the folio is typed here: its shape, its transitions and who
// writes which field group in which statuses come from folio.json; this
// package only knows how to say them as rules (identities, field kinds,
// the status node). `make rules` writes the file; a test fails when the
// committed file differs from the generator's output.
package rulesgen
