// Package contractgen writes the files generated from the folio contract
// (package contract, docs/contract.md) besides the security rules: the Go
// package functions/internal/folio, the SPA's web/src/lib/folio-contract.gen.ts
// and the lifecycle projection functions/internal/lifecycle/lifecycle.json
// that the SPA and the rules tests import until they read the generated
// TypeScript. `make rules` writes them all; a test fails when one is stale.
package contractgen
