// Package gateway is the client of the lender's API gateway
// (emulators/gateway/openapi.json locally). Every call carries
// X-IBM-Client-Id, the caller's X-Device-Id, a request id, a Bearer token
// except on login, refresh and the customer token, and applicationId OPPNP in
// its payload; every call is logged with its duration and status.
package gateway
