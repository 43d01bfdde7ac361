package access

import "oppnp/functions/internal/desk"

// Route is one row of the access table: an /api route as the router
// registers it (method and http.ServeMux pattern) and who may call it.
type Route struct {
	Pattern string
	// Allow lists the policies that admit a call; any one suffices.
	Allow []Policy
	// Flag is the roles/{bpId} access flag a staff caller needs besides.
	Flag Flag
	// Folio is the path value naming the folio a folio policy reads
	// (requests/{Folio}); Suffix is cut from it (the letter's ".pdf").
	Folio, Suffix string
	// Checks says what the handler checks beyond the policy, for
	// docs/access.md.
	Checks string
	// Refusal, when set, answers a caller the policy refuses instead of
	// ErrForbidden: a route whose screen explains who may use it.
	Refusal error
}

func allow(p ...Policy) []Policy { return p }

// Routes is the access table: every route the functions serve, one row
// each. A route the router registers without a row here refuses every
// call, and a test fails (functions/access_routes_test.go); so does a row
// without a route. docs/access.md is generated from it (`make rules`).
var Routes = []Route{
	{Pattern: "POST /api/session/login", Allow: allow(Public), Checks: "the gateway's credentials; writes roles/{bpId}"},
	{Pattern: "POST /api/session/refresh", Allow: allow(Session), Checks: "the gateway refresh token; rewrites roles/{bpId}, revokes a blocked promoter"},
	{Pattern: "POST /api/session/logout", Allow: allow(Session), Checks: "revokes the caller's Firebase refresh tokens, lapses roles/{bpId}, ends the gateway session"},
	{Pattern: "POST /api/session/customer", Allow: allow(Public), Checks: "the link credential: its hash in links/{linkId}, open, unexpired, the folio's current link"},
	{Pattern: "POST /api/requests/{requestId}/link", Allow: allow(FolioStaff), Folio: "requestId", Checks: "the folio's stage has a link; at most 3 resends"},
	{Pattern: "POST /api/otp/send", Allow: allow(CustomerLink), Checks: "the OTP budget"},
	{Pattern: "POST /api/otp/verify", Allow: allow(CustomerLink), Checks: "the code"},
	{Pattern: "POST /api/cnca/{folio}/validar", Allow: allow(FolioStaff), Flag: CNCA, Folio: "folio", Checks: "the folio is a CNCA folio at E0001"},
	{Pattern: "POST /api/cnca/{folio}/baja-sipre", Allow: allow(FolioStaff), Flag: CNCA, Folio: "folio", Checks: "SIPRE hours; the folio may be discharged"},
	{Pattern: "POST /api/cnca/{folio}/cancelar", Allow: allow(FolioStaff), Flag: CNCA, Folio: "folio", Checks: "no discharge in flight, no linked request"},
	{Pattern: "POST /api/cnca/{folio}/solicitud", Allow: allow(FolioStaff), Flag: CNCA, Folio: "folio", Checks: "the folio was discharged (E0004, E0005)"},
	{Pattern: "POST /api/letters/{folio}", Allow: allow(FolioPromoter), Flag: Libranza, Folio: "folio", Checks: "the folio is at letterLibranza; the signature; the gateway registers the letter"},
	{Pattern: "GET /api/letters/{file}", Allow: allow(FolioPromoter, FolioCustomer), Folio: "file", Suffix: ".pdf", Checks: "the letter was generated; its stored hash"},
	{Pattern: "POST /api/video/session", Allow: allow(CustomerLink), Checks: "the folio is at its video step"},
	{Pattern: "POST /api/video/result", Allow: allow(CustomerLink), Checks: "the folio is at its video step"},
	{Pattern: "POST /api/video/recording", Allow: allow(CustomerLink), Checks: "size, type and duration of the recording"},
	{Pattern: "POST /api/video/token", Allow: allow(CustomerLink), Checks: "Twilio is the provider; the folio is at its video step; only the room opened for it"},
	{Pattern: "POST /api/video/twilio/status", Allow: allow(Public), Checks: "X-Twilio-Signature (HMAC-SHA1 under the auth token) over the configured callback URL; the room is the folio's current one; each callback once"},
	{Pattern: "POST /api/uif/aviso", Allow: allow(LiveStaff), Checks: "at most 10 notices per staff member per hour (limits/uif/{bpId}); the gateway lists the client on the UIF list"},
	{Pattern: "POST /api/biometrics/result", Allow: allow(Provider), Checks: "the per-folio token given to the provider"},
	{Pattern: "POST /api/biometrics/resend", Allow: allow(CustomerLink), Checks: "the folio awaits a biometric"},
	{Pattern: "POST /api/monitor/backfill", Allow: allow(Public), Checks: "rebuilds the monitor's view only when it is missing"},
	{Pattern: "POST /api/monitor/rebuild", Allow: allow(Operator)},
	{Pattern: "POST /api/monitor/lists", Allow: allow(Operator)},
	{Pattern: "POST /api/monitor/{id}/update", Allow: allow(Operator), Checks: "the correction is an allowed move"},
	{Pattern: "POST /api/monitor/{id}/document", Allow: allow(Operator)},
	{Pattern: "GET /api/desk/{requestId}", Allow: allow(BranchAdmin), Folio: "requestId", Refusal: desk.ErrForbidden, Checks: "each read is written to the folio's trail"},
	{Pattern: "GET /api/desk/{requestId}/images/{kind}", Allow: allow(BranchAdmin), Folio: "requestId", Refusal: desk.ErrForbidden, Checks: "each read is written to the folio's trail"},
	{Pattern: "POST /api/evidence", Allow: allow(CustomerLink), Checks: "the link's action uploads this kind now; the gateway filed the document under this folio with its type; one folio per document (evidenceClaims)"},
	{Pattern: "POST /api/requests/{requestId}/evidence", Allow: allow(FolioStaff), Folio: "requestId", Checks: "the folio is in capture; the INE only; the gateway filed the document under this folio; one folio per document"},
	{Pattern: "GET /api/effects/pending", Allow: allow(LiveStaff), Checks: "lists an admin's branches' folios and a promoter's own folios only"},
	{Pattern: "POST /api/requests/{requestId}/reconcile", Allow: allow(FolioStaff), Folio: "requestId", Checks: "the folio's current status has an unfinished side effect; a live lease is left alone; COX is asked before a resubmission under the same key"},
	{Pattern: "POST /api/effects/sweep", Allow: allow(Operator), Checks: "reconciles side effects unfinished past the deadline"},
	{Pattern: "POST /api/requests/clearance", Allow: allow(LiveStaff), Checks: "at most 30 distinct CURPs per staff member per hour with in-flight (limits/clearance/{bpId}; a CURP already counted is free); the gateway's UIF list; no other folio of the CURP in flight (inFlight/{curp}) unless an admin of the promoter's branch allowed it; writes uifClearance/{requestId}, which the rules require to create the folio"},
	{Pattern: "POST /api/requests/in-flight", Allow: allow(LiveStaff), Checks: "at most 30 distinct CURPs per staff member per hour with clearance (limits/clearance/{bpId}); answers only status, branch, id and age of the CURP's folios in flight"},
	{Pattern: "GET /api/duplicates", Allow: allow(LiveStaff), Checks: "only the refused duplicates of promoters in the caller's branches, to a live admin; one bounded page of the last week by time (duplicateAttempts by at, cursor before)"},
	{Pattern: "POST /api/duplicates/{key}/allow", Allow: allow(LiveStaff), Checks: "a live admin holding one of the promoter's branches; writes the exception to the trail of the folios in the way"},
	{Pattern: "GET /api/health", Allow: allow(Public)},
	{Pattern: "/api/", Allow: allow(Public), Checks: "answers 404: no such route"},
}

// Find returns the row of pattern.
func Find(pattern string) (Route, bool) {
	for _, r := range Routes {
		if r.Pattern == pattern {
			return r, true
		}
	}
	return Route{}, false
}
