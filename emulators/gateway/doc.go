// Package gateway simulates the lender's API gateway that OPPNP calls (docs/requirements.md §7,
// docs/design.md §6): staff login with real token lifetimes and refresh semantics,
// sellers and branches, agreements, the quoter, customer search and credits,
// SMS and OTP, biometrics with an asynchronous result callback, document
// upload, COX, SIPRE, Salesforce, video-call sessions and payroll letters.
//
// The contract is openapi.json beside this file; the personas are
// fixtures.json. Both are embedded, so the simulator needs no files at run
// time. Every request except the video SDK script and the /__admin/ test
// controls must carry the configured X-IBM-Client-Id and an X-Device-Id;
// most also need a Bearer token issued by /auth/login or /auth/customer.
// Errors are {code, message} with the HTTP status.
//
// State lives in memory behind one mutex; /__admin/reset restores the
// fixtures. The simulator clock is the wall clock plus an offset set through
// /__admin/clock, and drives token, OTP and video-link expiry and the SIPRE
// opening hours.
package gateway
