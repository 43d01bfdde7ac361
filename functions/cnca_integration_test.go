package functions_test

import (
	"fmt"
	"testing"
	"time"
)

// testCNCA drives POST /api/cnca/{folio}/validar and the cnca access flag of both
// CNCA endpoints against the suite: the gateway's eligibility decides
// E0001 → E0002 or E0008, and a staff member without roles/{bpId}/cnca (the flag switched
// off in Remote Config) gets 403 whatever the browser's cookie says.
func testCNCA(t *testing.T, s *stack) {
	s.t = t
	p1 := s.staff("promotor1")
	p2 := s.staff("promotor2")
	seed := func(curp, code string) string {
		id := fmt.Sprintf("R-cnca-v-%d", time.Now().UnixNano())
		s.seed(id, map[string]any{"status": "internalCNCAProcess", "currentPromoterBpId": "1000000001", "curp": curp,
			"taskIdCnca": "CNCA-" + id, "cnca": map[string]any{"code": code}})
		return id
	}
	type validation struct {
		Code, Outcome, Label, Message string
		CreditIDs                     []string
	}
	tests := []struct {
		name        string
		curp        string
		idToken     string
		status      int
		wantCode    string
		wantOutcome string
	}{
		{"eligible client moves to E0002", "ORNG541120MOCRXD03", p1, 200, "E0002", "ready"},
		{"bulletined client is rejected", "TORL550910MJCRMS02", p1, 200, "E0008", "bulletined"},
		{"client without credits is rejected", "BOXW310820HNERXN09", p1, 200, "E0008", "noCredits"},
		{"UIF client is rejected", "SAVR580214HDFNGB05", p1, 200, "E0008", "uif"},
		{"no valid biometric waits at E0001", "MEVA580317MJCNDL03", p1, 200, "E0001", "biometric"},
		{"another promoter", "ORNG541120MOCRXD03", p2, 403, "E0001", ""},
		{"no token", "ORNG541120MOCRXD03", "", 401, "E0001", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.t = t
			id := seed(tt.curp, "E0001")
			var v validation
			if code := s.call("/api/cnca/"+id+"/validar", tt.idToken, nil, &v); code != tt.status {
				t.Fatalf("status %d %+v, want %d", code, v, tt.status)
			}
			if tt.status == 200 && (v.Code != tt.wantCode || v.Outcome != tt.wantOutcome || v.Label == "") {
				t.Fatalf("validation %+v, want %s %s", v, tt.wantCode, tt.wantOutcome)
			}
			if got := s.getMap("requests/" + id + "/cnca")["code"]; got != tt.wantCode {
				t.Fatalf("stored cnca.code = %v, want %s", got, tt.wantCode)
			}
		})
	}
	t.Run("without roles/{bpId}/cnca both endpoints refuse", func(t *testing.T) {
		s.t = t
		s.setFlag("dev_cnca_access", `{"enabled":false,"branches":[],"bpIds":[]}`)
		defer s.setFlag("dev_cnca_access", `{"enabled":true,"branches":[],"bpIds":[]}`)
		noFlag := s.staff("promotor1")
		ready := seed("ORNG541120MOCRXD03", "E0002")
		fresh := seed("ORNG541120MOCRXD03", "E0001")
		for path, id := range map[string]string{"baja-sipre": ready, "validar": fresh} {
			var r struct{ Code string }
			if code := s.call("/api/cnca/"+id+"/"+path, noFlag, nil, &r); code != 403 || r.Code != "FORBIDDEN" {
				t.Errorf("%s without the flag: %d %+v", path, code, r)
			}
		}
		if got := s.getMap("requests/" + ready + "/cnca")["code"]; got != "E0002" {
			t.Errorf("refused discharge moved the code to %v", got)
		}
		if got := s.getMap("requests/" + fresh + "/cnca")["code"]; got != "E0001" {
			t.Errorf("refused validation moved the code to %v", got)
		}
	})
}
