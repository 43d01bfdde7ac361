// Package contractgen writes the files generated from the folio contract
// (package contract, docs/contract.md) besides the security rules: the Go
// package functions/internal/folio and the SPA's
// web/src/lib/folio-contract.gen.ts; readers in JavaScript that need the
// lifecycle import functions/internal/contract/folio.json itself. `make rules` writes them all; a test fails when one is stale.
package contractgen
