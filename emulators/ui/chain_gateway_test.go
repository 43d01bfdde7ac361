package ui_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/logsink"
)

// personal are the fixture personas' identifiers (gateway fixtures.json)
// and values the chain tests leak on purpose: none may appear in the sink.
var personal = []string{
	"SABC560626MDFLRN01", "SABC560626U58", "GODE561231MDFMZM01", "GODE561231GR8",
	"032180000118359719", "5512345678", "Demo.2026",
}

// TestChain_SPAAndGateway is the part of the login chain that needs no
// functions: the SPA's record and the gateway's records, found in the
// console by the request id the caller sent, with nothing personal stored.
func TestChain_SPAAndGateway(t *testing.T) {
	emutest.SkipShort(t, "integration")
	s := emutest.Start(t, emutest.Options{Services: []string{"database", "auth", "gateway", "ui"}})
	const rid = "chain-gw-0af7651916cd43dd"
	f := &fixture{}
	spa := `[{"level":"error","message":"Error de conexión","route":"login","requestId":"` + rid + `","deviceId":"dev-c",
	  "durationMs":41,"promoterID":"1000000001","form":{"curp":"GODE561231MDFMZM01","telefono":"5512345678","texto":"mi clabe es 032180000118359719"}}]`
	if st, _, _ := f.do(t, "POST", s.URL("ui")+"/api/logs", spa, "Origin", "http://127.0.0.1:5000"); st != http.StatusAccepted {
		t.Fatalf("SPA records = %d", st)
	}
	// What the api function does at login, with the SPA's request id.
	hdr := []string{"X-IBM-Client-Id", "oppnp-local", "X-Device-Id", "dev-c", "X-Request-Id", rid, "Content-Type", "application/json"}
	st, _, body := f.do(t, "POST", s.URL("gateway")+"/auth/login", `{"applicationId":"OPPNP","username":"promotor1","password":"Demo.2026"}`, hdr...)
	var login struct{ Token string }
	if err := json.Unmarshal([]byte(body), &login); err != nil || st != 200 {
		t.Fatalf("gateway login = %d %s", st, body)
	}
	if st, _, _ := f.do(t, "POST", s.URL("gateway")+"/sellers/branchesByPromotor", `{"applicationId":"OPPNP","promotorBP":"1000000001"}`,
		append(hdr, "Authorization", "Bearer "+login.Token)...); st != 200 {
		t.Fatalf("branches = %d", st)
	}

	_, _, body = f.do(t, "GET", s.URL("ui")+"/api/logs?requestId="+rid, "")
	var got struct{ Records []logsink.Record }
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, r := range got.Records {
		p, _ := r.Fields["path"].(string)
		paths = append(paths, strings.TrimSpace(r.Source+" "+p))
		if r.PromoterID != "1000000001" {
			t.Errorf("record without the promoter: %+v", r)
		}
	}
	if strings.Join(paths, ",") != "gateway /sellers/branchesByPromotor,gateway /auth/login,spa" {
		t.Errorf("chain = %v\n%s", paths, dump(got.Records))
	}
	_, _, all := f.do(t, "GET", s.URL("ui")+"/api/logs?limit=2000", "")
	for _, p := range personal {
		if strings.Contains(all, p) {
			t.Errorf("the sink holds %q unmasked", p)
		}
	}
	if !strings.Contains(all, `"curp":"**************ZM01"`) || !strings.Contains(all, "mi clabe es **************9719") {
		t.Errorf("the SPA's leak was not stored masked:\n%s", dump(got.Records))
	}
}

func dump(rs []logsink.Record) string {
	var b strings.Builder
	for _, r := range rs {
		j, _ := json.Marshal(r)
		b.Write(j)
		b.WriteByte('\n')
	}
	return b.String()
}
