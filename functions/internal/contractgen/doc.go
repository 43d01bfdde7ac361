// Package contractgen writes the files generated from the folio contract
// (package contract, docs/contract.md) besides the security rules: the Go
// package functions/internal/folio, the SPA's web/src/lib/folio-contract.gen.ts
// and the lifecycle projection functions/internal/lifecycle/lifecycle.json,
// kept only for the rules tests that still import it (the functions, the
// SPA and the e2e tests read the contract). `make rules` writes them all; a test fails when one is stale.
package contractgen
