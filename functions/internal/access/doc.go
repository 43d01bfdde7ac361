// Package access is the functions' one access policy: every /api route
// names, in the table Routes, who may call it (a Policy, in the words of
// docs/contract.md "Identities"), and Check decides it from live standing
// (roles/{bpId} read with the wall clock, as the rules read it) and the
// folio, never from an ID token's claims. The HTTP middleware that gathers
// those facts lives in the functions package; docs/access.md is generated
// from the table (docs/adr/0048-one-access-policy-for-the-functions.md).
package access
