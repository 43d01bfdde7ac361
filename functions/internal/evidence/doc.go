// Package evidence keeps, under nodes no client reads or writes, the
// server's record of every image a folio's screens upload to the gateway
// (docs/adr/0049-evidence-held-by-the-server.md):
//
//	evidence/{requestId}/{kind}  {gatewayId, sha256, size, contentType, at, by}
//	evidenceClaims/{gatewayId}   requestId
//
// An upload counts for a folio only once Register has checked, with the
// functions' own gateway session, that the gateway filed it under that
// folio's key (its request id) with the kind's document type and side,
// hashed its bytes, and claimed its id for that folio alone. Register then
// writes the folio's own field (documents/ineFront, customerSteps/lifeTest…),
// which the rules keep from every client. The staff desk serves only what is
// registered here, and checks the bytes against the hash. The package holds
// no HTTP.
package evidence
