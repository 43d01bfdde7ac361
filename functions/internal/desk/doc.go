// Package desk serves the staff desk's folio view (docs/adr/0040-staff-desk-and-four-eyes.md):
// a folio's unmasked identifiers (CURP, RFC, NSS) and its images (the INE
// sides, the biometric selfie, the life-test photo, the signature), kept in
// the gateway, to live admin staff of the folio's branch only, writing each
// access to the folio's trail (requestHistory/{id}) before answering. The
// package holds no HTTP.
package desk
