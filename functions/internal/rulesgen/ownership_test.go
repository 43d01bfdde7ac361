package rulesgen_test

import (
	"net/http"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/idtoken"
)

// A few end-to-end checks of field ownership by stage (docs/contract.md)
// on the emulator's rules engine; securityrules/ proves the whole matrix.
const (
	linkOpen   = "0123456789abcdef0123456789abcdef"
	linkClosed = "fedcba9876543210fedcba9876543210"
	future     = "4102444800000"
)

var seed = `{
 "roles": {
  "P1": {"name": "P", "branches": {"SUC1": true}, "blocked": false, "admin": false, "validUntil": ` + future + `},
  "P2": {"name": "P", "branches": {"SUC1": true}, "blocked": false, "admin": false, "validUntil": ` + future + `},
  "G1": {"name": "G", "branches": {"SUC1": true}, "blocked": false, "admin": true, "validUntil": ` + future + `},
  "G2": {"name": "G", "branches": {"SUC9": true}, "blocked": false, "admin": true, "validUntil": ` + future + `},
  "X":  {"name": "X", "branches": {"SUC1": true}, "blocked": "true", "admin": true, "validUntil": ` + future + `},
  "L":  {"name": "L", "branches": {"SUC1": true}, "blocked": false, "admin": true, "validUntil": 1}
 },
 "uifClearance": {
  "F9": {"curp": "ABCD800101HDFXXX01", "at": 1700000000000, "expiresAt": ` + future + `},
  "F8": {"curp": "ABCD800101HDFXXX01", "at": 1700000000000, "expiresAt": 1}
 },
 "links": {
  "` + linkOpen + `": {"hash": "h", "requestId": "F3", "action": 5, "expiresAt": ` + future + `, "createdAt": 1},
  "` + linkClosed + `": {"hash": "h", "requestId": "F4", "action": 5, "expiresAt": ` + future + `, "createdAt": 1, "closedAt": 2}
 },
 "requests": {
  "F1": {"id": "F1", "status": "quoter", "currentPromoterBpId": "P1", "curp": "", "offer": {"quoter": {"agreement": {"branch": {"branchID": "SUC1"}}}}},
  "F2": {"id": "F2", "status": "fileValidation", "currentPromoterBpId": "P1", "curp": "ABCD800101HDFXXX01", "offer": {"quoter": {"agreement": {"branch": {"branchID": "SUC1"}}}}},
  "F3": {"id": "F3", "status": "documentsReprocessing", "currentPromoterBpId": "P1", "link": {"id": "` + linkOpen + `", "action": 5}},
  "F4": {"id": "F4", "status": "documentsReprocessing", "currentPromoterBpId": "P1", "link": {"id": "` + linkClosed + `", "action": 5}},
  "F5": {"id": "F5", "status": "internalCNCAProcess", "currentPromoterBpId": "P1", "cnca": {"code": "E0003", "inFlight": 5}}
 }
}`

func staffToken(bp string) string {
	tok, _ := idtoken.Mint(idtoken.Claims{"sub": "bp:" + bp, "bpId": bp, "admin": true, "cnca": true, "libranza": true})
	return tok
}

func linkToken(linkID, requestID string) string {
	tok, _ := idtoken.Mint(idtoken.Claims{"sub": "link:" + linkID, "linkId": linkID, "requestId": requestID, "action": 5})
	return tok
}

func TestRules_FieldOwnership(t *testing.T) {
	emutest.SkipShort(t, "starts the database emulator")
	s := emutest.Start(t, emutest.Options{Services: []string{"database"}})
	base := s.URL("database")
	rules := emutest.ReadRepoFile(t, "database.rules.json")
	do := func(t *testing.T, method, path, token, body string) int {
		t.Helper()
		// A path may carry a query (?orderBy=…), kept after the namespace.
		path, q, _ := strings.Cut(path, "?")
		u := base + path + ".json?ns=demo-oppnp"
		if q != "" {
			u += "&" + q
		}
		req, _ := http.NewRequest(method, u, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		resp, b := emutest.Do(t, req)
		if resp.StatusCode != http.StatusOK {
			t.Logf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
		return resp.StatusCode
	}
	if c := do(t, http.MethodPut, "/.settings/rules", "owner", string(rules)); c != 200 {
		t.Fatalf("rules refused: %d", c)
	}
	stamp := `"lastUpdateAt": {".sv": "timestamp"}, "lastUpdateBy": `
	tests := []struct {
		name, method, path, token, body string
		ok                              bool
	}{
		{"promoter edits a capture field in capture", "PATCH", "/requests/F1", staffToken("P1"), `{"client/phone": "5512345678"}`, true},
		{"admin of the branch edits it", "PATCH", "/requests/F1", staffToken("G1"), `{"client/phone": "5512345678"}`, true},
		{"admin of another branch may not", "PATCH", "/requests/F1", staffToken("G2"), `{"client/phone": "5512345678"}`, false},
		{"admin of the branch reads", "GET", "/requests/F1", staffToken("G1"), "", true},
		{"admin of another branch reads nothing of it", "GET", "/requests/F1", staffToken("G2"), "", false},
		{"no admin reads a folio with no branch", "GET", "/requests/F3", staffToken("G1"), "", false},
		{"admin reads no folio list whole", "GET", "/requests", staffToken("G1"), "", false},
		{"blocked staff reads nothing", "GET", "/requests/F1", staffToken("X"), "", false},
		{"lapsed staff reads nothing", "GET", "/requests/F1", staffToken("L"), "", false},
		{"curp frozen after capture for the promoter", "PATCH", "/requests/F2", staffToken("P1"), `{"curp": "ABCD800101HDFXXX02"}`, false},
		{"curp frozen after capture for admin staff", "PATCH", "/requests/F2", staffToken("G1"), `{"curp": "ABCD800101HDFXXX02"}`, false},
		{"offer frozen after capture", "PATCH", "/requests/F2", staffToken("G1"), `{"offer/quoter/amount": 1000}`, false},
		{"staff send it back to the customer (action 5)", "PATCH", "/requests/F2", staffToken("G1"),
			`{"status": "documentsReprocessing", "statusReason": "INE ilegible", ` + stamp + `"bp:G1"}`, true},
		{"customer writes its INE's gateway id (only the functions register it)", "PATCH", "/requests/F3", linkToken(linkOpen, "F3"),
			`{"documents/ineFront": {"status": "uploaded", "gatewayId": "g", "fileType": "JPG", "uploadedAt": {".sv": "timestamp"}}}`, false},
		{"customer adds an unknown document key", "PATCH", "/requests/F3", linkToken(linkOpen, "F3"),
			`{"documents/x1": {"status": "uploaded"}}`, false},
		{"customer writes identity", "PATCH", "/requests/F3", linkToken(linkOpen, "F3"), `{"curp": "ABCD800101HDFXXX02"}`, false},
		{"customer writes the link", "PATCH", "/requests/F3", linkToken(linkOpen, "F3"), `{"link/action": 1}`, false},
		{"customer reads its folio", "GET", "/requests/F3", linkToken(linkOpen, "F3"), "", true},
		{"customer reads another folio", "GET", "/requests/F1", linkToken(linkOpen, "F1"), "", false},
		{"closed link reads nothing", "GET", "/requests/F4", linkToken(linkClosed, "F4"), "", false},
		{"nobody reads links", "GET", "/links", staffToken("G1"), "", false},
		{"history: admin of the branch reads", "GET", "/requestHistory/F1", staffToken("G1"), "", true},
		{"history: admin of another branch does not", "GET", "/requestHistory/F1", staffToken("G2"), "", false},
		{"history: admin does not read it whole", "GET", "/requestHistory", staffToken("G1"), "", false},
		{"history: its promoter reads its folio's", "GET", "/requestHistory/F1", staffToken("P1"), "", true},
		{"history: another promoter does not", "GET", "/requestHistory/F1", staffToken("P2"), "", false},
		{"history: a promoter does not list it", "GET", "/requestHistory", staffToken("P1"), "", false},
		{"history: admin of the branch pages it newest first", "GET", `/requestHistory/F1?orderBy="at"&limitToLast=10`, staffToken("G1"), "", true},
		{"history: admin of another branch does not page it", "GET", `/requestHistory/F1?orderBy="at"&limitToLast=10`, staffToken("G2"), "", false},
		{"cnca/inFlight not deleted by a client", "PATCH", "/requests/F5", staffToken("P1"), `{"cnca/inFlight": null}`, false},
		{"cnca code not moved by a client", "PATCH", "/requests/F5", staffToken("G1"), `{"cnca/code": "E0004"}`, false},
		{"promoter creates a blank folio", "PUT", "/requests/F9", staffToken("P1"), `{"id": "F9", "uuid": "", "status": "quoter",
			"currentPromoterBpId": "P1", "taskIdCnca": "", "taskId": "", "folioIt": "", "bioprocess": false, "rfc": "", "curp": "ABCD800101HDFXXX01",
			"uif": {"checkedAt": 1700000000000}, "typeSaleAndOrigin": "VENTA", "capacitySimulator": {"perceptions": 0, "deductions": 0, "paymentCapacity": 0},
			"client": {"names": "Ana", "birthDate": "1980-01-01"}, "createdAt": {".sv": "timestamp"}, "createdBy": "bp:P1", ` + stamp + `"bp:P1"}`, true},
		{"a new folio without the functions' clearance", "PUT", "/requests/F7", staffToken("P1"), `{"id": "F7", "status": "quoter",
			"currentPromoterBpId": "P1", "curp": "ABCD800101HDFXXX01", "uif": {"checkedAt": 1700000000000}, ` + stamp + `"bp:P1"}`, false},
		{"a new folio under an expired clearance", "PUT", "/requests/F8", staffToken("P1"), `{"id": "F8", "status": "quoter",
			"currentPromoterBpId": "P1", "curp": "ABCD800101HDFXXX01", "uif": {"checkedAt": 1700000000000}, ` + stamp + `"bp:P1"}`, false},
		{"a new folio with another CURP than the cleared one", "PUT", "/requests/F9", staffToken("P1"), `{"id": "F9", "status": "quoter",
			"currentPromoterBpId": "P1", "curp": "SAVR580214HDFNGB05", "uif": {"checkedAt": 1700000000000}, ` + stamp + `"bp:P1"}`, false},
		{"a new folio with a forged clearance time", "PUT", "/requests/F9", staffToken("P1"), `{"id": "F9", "status": "quoter",
			"currentPromoterBpId": "P1", "curp": "ABCD800101HDFXXX01", "uif": {"checkedAt": 1700000000001}, ` + stamp + `"bp:P1"}`, false},
		{"a client writes its own clearance", "PUT", "/uifClearance/F7", staffToken("P1"), `{"curp": "ABCD800101HDFXXX01", "at": 1, "expiresAt": ` + future + `}`, false},
		{"a CURP changed to one not cleared", "PATCH", "/requests/F1", staffToken("P1"), `{"curp": "SAVR580214HDFNGB05"}`, false},
		{"a new folio may not carry a link", "PUT", "/requests/F9", staffToken("P1"), `{"id": "F9", "status": "quoter",
			"currentPromoterBpId": "P1", "link": {"id": "x"}, ` + stamp + `"bp:P1"}`, false},
		{"a new folio may not carry a staff review", "PUT", "/requests/F9", staffToken("P1"), `{"id": "F9", "uuid": "", "status": "quoter",
			"currentPromoterBpId": "P1", "statusReason": "ok", ` + stamp + `"bp:P1"}`, false},
		{"a new folio may not carry the customer's consent", "PUT", "/requests/F9", staffToken("G1"), `{"id": "F9", "uuid": "", "status": "quoter",
			"currentPromoterBpId": "P1", "customerSteps": {"consent": {"done": true}}, ` + stamp + `"bp:G1"}`, false},
		{"a settled credit in slot c20", "PATCH", "/requests/F1", staffToken("P1"), `{"settleCredits/credits/c20": {"creditId": "CR-1", "balance": 1}}`, true},
		{"a settled credit past slot c20", "PATCH", "/requests/F1", staffToken("P1"), `{"settleCredits/credits/c21": {"creditId": "CR-1", "balance": 1}}`, false},
		{"customer moves along its action", "PATCH", "/requests/F3", linkToken(linkOpen, "F3"),
			`{"status": "uploadingDocuments", ` + stamp + `"link:` + linkOpen + `"}`, true},
		{"customer leaves its action's path", "PATCH", "/requests/F3", linkToken(linkOpen, "F3"),
			`{"status": "fileValidation", ` + stamp + `"link:` + linkOpen + `"}`, false},
		{"roles: own record", "GET", "/roles/P1", staffToken("P1"), "", true},
		{"roles: another's record", "GET", "/roles/G1", staffToken("P1"), "", false},
		{"roles: admin reads no one else's", "GET", "/roles/P1", staffToken("G1"), "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c := do(t, http.MethodPut, "/", "owner", seed); c != 200 {
				t.Fatalf("seed: %d", c)
			}
			if got := do(t, tt.method, tt.path, tt.token, tt.body) == 200; got != tt.ok {
				t.Fatalf("allowed = %v, want %v", got, tt.ok)
			}
		})
	}
}
