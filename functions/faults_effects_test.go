//go:build faults

package functions_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The fault tier of the side effects (docs/reliability.md,
// docs/adr/0060-side-effects-survive-their-process.md): the gateway down
// longer than the host retries, the trigger process killed in the middle
// of an SMS and of a COX call, a slow gateway, and a bounded burst. Each
// case asserts that nothing is lost, nothing is doubled, and the user is
// told. Leases, call deadlines and the reconcile deadline are shortened
// through the functions' environment so the tier runs in minutes. The
// host's retry window is shortened to 20 s, shorter than the outage, so
// what finishes an effect after the outage is the reconcile sweep; that
// the host's own 24 h window rides an outage out is
// TestFaults_OutageRiddenOutByRedelivery.
func TestFaults_Effects(t *testing.T) {
	for k, v := range map[string]string{
		"OPPNP_EFFECT_LEASE":           "3s",
		"OPPNP_EFFECT_CALL_TIMEOUT":    "2s",
		"OPPNP_RECONCILE_AFTER":        "4s",
		"OPPNP_RECONCILE_EVERY":        "1s",
		"OPPNP_FUNCTIONS_RETRY_WINDOW": "20s",
	} {
		t.Setenv(k, v)
	}
	s := startStack(t)
	t.Run("SIGKILL during the SMS", func(t *testing.T) { faultKillDuringSMS(t, s) })
	t.Run("SIGKILL during the COX call", func(t *testing.T) { faultKillDuringCOX(t, s) })
	t.Run("gateway outage longer than the host's retry window", func(t *testing.T) { faultOutage(t, s) })
	t.Run("slow gateway", func(t *testing.T) { faultSlowGateway(t, s) })
	t.Run("burst of promoters and listeners", func(t *testing.T) { faultBurst(t, s) })
}

// figure logs one row of docs/reliability.md's table.
func figure(t *testing.T, killed, when string, lost int, recover time.Duration) {
	t.Logf("FIGURE | %s | %s | %d | %.1f s |", killed, when, lost, recover.Seconds())
}

// killTrigger SIGKILLs this test's onRequestWritten process: a process
// whose environment names the target and that descends from this test
// (other suites on the machine are never touched). It returns how many
// it killed.
func killTrigger(t *testing.T) int {
	t.Helper()
	me := os.Getpid()
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	n := 0
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == me {
			continue
		}
		env, err := os.ReadFile(d + "/environ")
		if err != nil || !strings.Contains(string(env), "\x00FUNCTION_TARGET=onRequestWritten\x00") {
			continue
		}
		if !descendsFrom(pid, me) {
			continue
		}
		if err := syscall.Kill(pid, syscall.SIGKILL); err == nil {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no trigger process of this suite to kill")
	}
	return n
}

func descendsFrom(pid, ancestor int) bool {
	for i := 0; i < 64 && pid > 1; i++ {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return false
		}
		// pid (comm) state ppid ...: comm may hold spaces, so cut at its ')'.
		f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(f) < 2 {
			return false
		}
		pid, _ = strconv.Atoi(f[1])
		if pid == ancestor {
			return true
		}
	}
	return false
}

// fxWaitFor polls cond for up to d.
func fxWaitFor(d time.Duration, cond func() bool) bool {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		if cond() {
			return true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return cond()
}

// openLinks counts the folio's links no one closed.
func (s *stack) openLinks(id string) int {
	n := 0
	for _, v := range s.getMap("links") {
		if m, ok := v.(map[string]any); ok && m["requestId"] == id && m["closedAt"] == nil {
			n++
		}
	}
	return n
}

func (s *stack) marker(id, suffix string) map[string]any {
	for k, v := range s.getMap("sideEffects/" + id) {
		if strings.HasSuffix(k, suffix) {
			m, _ := v.(map[string]any)
			return m
		}
	}
	return nil
}

func faultPhone() string { return fmt.Sprintf("55%08d", time.Now().UnixNano()%100_000_000) }

// seedDocuments seeds a folio in documents, the step before the link.
func (s *stack) seedDocuments(id, phone string) {
	s.seed(id, map[string]any{"status": "documents", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": phone}, "offer": inBranch("SUC-0101")})
}

// The process dies while the provider holds the SMS. The host restarts
// it and redelivers; the dead holder's lease lapses within one lease and
// the redelivery takes the link over: link.sentAt is recorded only once an
// SMS was accepted, and the customer gets exactly one SMS, whose link is
// the one that opens. (The simulator records the SMS when its delay ends,
// also for a caller that died: the provider accepted it after the kill,
// and the takeover's SMS, under the same Idempotency-Key, is not sent.)
func faultKillDuringSMS(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("DELETE", "/__admin/faults", nil)
	phone, id := faultPhone(), fmt.Sprintf("R-fault-sms-%d", time.Now().UnixNano())
	s.seedDocuments(id, phone)
	s.admin("POST", "/__admin/faults", map[string]any{"path": "/sms/send", "latencyMs": 1500, "count": 1})
	s.write(id, s.staff("promotor1"), map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
	if !fxWaitFor(10*time.Second, func() bool { m := s.marker(id, "_customerLink"); return m != nil && m["holder"] != nil }) {
		t.Fatal("the link was never claimed")
	}
	time.Sleep(500 * time.Millisecond) // inside the provider's 1.5 s
	if l, _ := s.getMap("requests/" + id)["link"].(map[string]any); l != nil && l["sentAt"] != nil {
		t.Fatalf("link.sentAt before the provider answered: %v", l)
	}
	killed := time.Now()
	killTrigger(t)
	ok := fxWaitFor(60*time.Second, func() bool {
		l, _ := s.getMap("requests/" + id)["link"].(map[string]any)
		return l != nil && l["sentAt"] != nil && s.marker(id, "_customerLink")["done"] == true
	})
	took := time.Since(killed)
	lost := 0
	if !ok {
		lost = 1
	}
	figure(t, "trigger process (SIGKILL)", "SMS in flight", lost, took)
	if !ok {
		t.Fatalf("no link sent after the kill: %v, marker %v", s.getMap("requests/" + id)["link"], s.marker(id, "_customerLink"))
	}
	texts := s.outbox(phone)
	cred := s.smsCredential(phone)
	if len(texts) != 1 || s.openLinks(id) != 1 {
		t.Fatalf("%d SMS, %d open links; want exactly one of each", len(texts), s.openLinks(id))
	}
	if code, cr := s.customer(cred); code != 200 {
		t.Fatalf("the SMS's link does not open: %d %+v", code, cr)
	}
}

// The process dies while COX holds the submission (COX books it; the
// answer is lost with the process). The redelivery, or the sweep, takes
// the lapsed lease over and repeats the submission under the same key:
// COX books the folio once and the folio completes.
func faultKillDuringCOX(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("DELETE", "/__admin/faults", nil)
	id := fmt.Sprintf("R-fault-cox-%d", time.Now().UnixNano())
	s.seedSigned(id, "signature", "GODE561231MDFMZM01", nil)
	s.admin("POST", "/__admin/faults", map[string]any{"path": "/cox/submit", "latencyMs": 1500, "count": 1})
	s.write(id, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
	if !fxWaitFor(15*time.Second, func() bool { m := s.marker(id, "_coxSubmit"); return m != nil && m["statusChecked"] == true }) {
		t.Fatal("the submission never started")
	}
	time.Sleep(700 * time.Millisecond) // the submission is at COX
	killed := time.Now()
	killTrigger(t)
	ok := fxWaitFor(60*time.Second, func() bool { return s.getMap("requests/" + id)["status"] == "complete" })
	took := time.Since(killed)
	n, booked := s.coxCount(id)
	lost := 0
	if !ok {
		lost = 1
	}
	figure(t, "trigger process (SIGKILL)", "COX call in flight", lost, took)
	if !ok || n != 1 || !booked {
		t.Fatalf("after the kill: status %v, %d COX submissions, booked %v, marker %v",
			s.getMap("requests/" + id)["status"], n, booked, s.marker(id, "_coxSubmit"))
	}
}

// The gateway is down (the SMS, biometric and OTP providers refuse, COX
// hangs) for longer than the host's redeliveries last (the window is 20 s
// here). The SMS link and the biometric are finished after the outage by
// the sweep, each once; COX, which must not be
// resubmitted without end, goes to errorSentCOX with the Spanish reason
// for staff, or completes, never booked twice; the customer asking for an
// OTP during the outage is told in Spanish, and after it gets one code.
func faultOutage(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("DELETE", "/__admin/faults", nil)
	const outage = 30 * time.Second // the host gives up within its 20 s window
	linkPhone, linkID := faultPhone(), fmt.Sprintf("R-fault-out-link-%d", time.Now().UnixNano())
	s.seedDocuments(linkID, linkPhone)
	bioID := fmt.Sprintf("R-fault-out-bio-%d", time.Now().UnixNano())
	s.seed(bioID, map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": faultPhone()}, "offer": inBranch("SUC-0101"), "customerSteps": map[string]any{
			"consent": map[string]any{"done": true, "customField": 1013}, "otp": map[string]any{"done": true, "customField": 1014, "gatewayId": "OTP-1"}}})
	s.seedLink(bioID, 1, time.Now().Add(time.Hour).UnixMilli(), false)
	coxID := fmt.Sprintf("R-fault-out-cox-%d", time.Now().UnixNano())
	s.seedSigned(coxID, "signature", "GODE561231MDFMZM01", nil)
	otpPhone, otpID := faultPhone(), fmt.Sprintf("R-fault-out-otp-%d", time.Now().UnixNano())
	s.seed(otpID, map[string]any{"status": "waitingProcessCustomer", "currentPromoterBpId": "1000000001", "curp": "GODE561231MDFMZM01",
		"client": map[string]any{"phone": otpPhone}, "offer": inBranch("SUC-0101")})
	otpCred := s.seedLink(otpID, 1, time.Now().Add(time.Hour).UnixMilli(), false)
	code, cr := s.customer(otpCred)
	if code != 200 {
		t.Fatalf("customer session: %d %+v", code, cr)
	}
	otpTok := s.signIn(cr.FirebaseToken)

	// The SMS, biometric and OTP providers refuse at once (the host's
	// retries run out within 20 s); COX hangs past every call's deadline (a
	// refusal would be COX's answer, not an outage).
	for _, p := range []string{"/sms/send", "/biometrics/submit", "/otp/send"} {
		s.admin("POST", "/__admin/faults", map[string]any{"path": p, "status": 503})
	}
	for _, p := range []string{"/cox/submit", "/cox/status"} {
		s.admin("POST", "/__admin/faults", map[string]any{"path": p, "latencyMs": 60_000})
	}
	down := time.Now()
	s.write(linkID, s.staff("promotor1"), map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
	uuid, _ := s.get("requests/" + bioID + "/uuid").(string)
	s.write(bioID, "owner", map[string]any{"status": "bioprocess", "lastUpdateBy": "link:" + uuid, "lastUpdateAt": sv})
	s.write(coxID, "owner", map[string]any{"status": "sentCOX", "lastUpdateBy": "functions", "lastUpdateAt": sv})
	var e struct{ Code, Message string }
	if code := s.call("/api/otp/send", otpTok, nil, &e); code < 400 || e.Message == "" || !strings.ContainsAny(e.Message, "áéíóúñ ") {
		t.Fatalf("OTP during the outage: %d %+v", code, e)
	}
	time.Sleep(outage - time.Since(down))
	s.admin("DELETE", "/__admin/faults", nil)
	up := time.Now()

	linkOK := fxWaitFor(60*time.Second, func() bool {
		l, _ := s.getMap("requests/" + linkID)["link"].(map[string]any)
		return l != nil && l["sentAt"] != nil
	})
	linkTook := time.Since(up)
	bioOK := fxWaitFor(60*time.Second, func() bool {
		st := s.getMap("requests/" + bioID)["status"]
		return st != "bioprocess" && st != "waitingProcessCustomer"
	})
	bioTook := time.Since(up)
	coxOK := fxWaitFor(60*time.Second, func() bool {
		st := s.getMap("requests/" + coxID)["status"]
		return st == "complete" || st == "errorSentCOX"
	})
	coxTook := time.Since(up)
	lost := 0
	for _, ok := range []bool{linkOK, bioOK, coxOK} {
		if !ok {
			lost++
		}
	}
	figure(t, "gateway down (503; COX hung)", fmt.Sprintf("%.0f s outage: SMS link", outage.Seconds()), b2i(!linkOK), linkTook)
	figure(t, "gateway down (503; COX hung)", fmt.Sprintf("%.0f s outage: biometric", outage.Seconds()), b2i(!bioOK), bioTook)
	figure(t, "gateway down (503; COX hung)", fmt.Sprintf("%.0f s outage: COX", outage.Seconds()), b2i(!coxOK), coxTook)
	if lost > 0 {
		t.Fatalf("lost after the outage: link %v (%v), biometric %v (%v), COX %v (%v)", linkOK, s.marker(linkID, "_customerLink"),
			bioOK, s.getMap("requests/" + bioID)["status"], coxOK, s.getMap("requests/" + coxID)["status"])
	}
	if n := len(s.outbox(linkPhone)); n != 1 || s.openLinks(linkID) != 1 {
		t.Fatalf("link after the outage: %d SMS, %d open links", n, s.openLinks(linkID))
	}
	if m := s.marker(bioID, "_biometricSubmit"); m["done"] != true {
		t.Fatalf("biometric marker %v", m)
	}
	req := s.getMap("requests/" + coxID)
	if n, _ := s.coxCount(coxID); n > 1 {
		t.Fatalf("COX booked %d times", n)
	}
	if req["status"] == "errorSentCOX" && !strings.Contains(fmt.Sprint(req["statusReason"]), "COX no respondió") {
		t.Fatalf("staff not told why: %v", req["statusReason"])
	}
	if code := s.call("/api/otp/send", otpTok, nil, &e); code != 200 {
		t.Fatalf("OTP after the outage: %d %+v", code, e)
	}
	figure(t, "gateway down", "OTP asked during the outage", 0, 0)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A slow gateway (every SMS 1.2 s, inside the call's deadline) still
// sends each link once.
func faultSlowGateway(t *testing.T, s *stack) {
	s.t = t
	defer s.admin("DELETE", "/__admin/faults", nil)
	s.admin("POST", "/__admin/faults", map[string]any{"path": "/sms/send", "latencyMs": 1200})
	phone, id := faultPhone(), fmt.Sprintf("R-fault-slow-%d", time.Now().UnixNano())
	s.seedDocuments(id, phone)
	start := time.Now()
	s.write(id, s.staff("promotor1"), map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
	ok := fxWaitFor(30*time.Second, func() bool { return len(s.outbox(phone)) > 0 })
	figure(t, "nothing (slow gateway, 1.2 s per SMS)", "link", b2i(!ok), time.Since(start))
	time.Sleep(2 * time.Second) // a doubled SMS would arrive by now
	if n := len(s.outbox(phone)); n != 1 || s.openLinks(id) != 1 {
		t.Fatalf("slow gateway: %d SMS, %d open links", n, s.openLinks(id))
	}
}

// A bounded burst: 20 promoters' folios move at once while 40 listeners
// follow them; every write is acknowledged, every folio gets one link.
func faultBurst(t *testing.T, s *stack) {
	s.t = t
	const folios, listeners = 20, 40
	promoter := s.staff("promotor1")
	ids, phones := make([]string, folios), make([]string, folios)
	for i := range ids {
		ids[i], phones[i] = fmt.Sprintf("R-fault-burst-%d-%d", time.Now().UnixNano(), i), fmt.Sprintf("56%08d", (time.Now().UnixNano()+int64(i))%100_000_000)
		s.seedDocuments(ids[i], phones[i])
	}
	stop := make(chan struct{})
	var lw sync.WaitGroup
	for i := 0; i < listeners; i++ {
		lw.Add(1)
		go func(id string) {
			defer lw.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				_, _ = s.rtdb("GET", "requests/"+id+"/status", "owner", nil)
				time.Sleep(50 * time.Millisecond)
			}
		}(ids[i%folios])
	}
	start := time.Now()
	var wg sync.WaitGroup
	var mu sync.Mutex
	failed := 0
	for _, id := range ids {
		wg.Add(1)
		go func(id string) {
			defer wg.Done()
			code, _ := s.rtdb("PATCH", "requests/"+id, promoter, map[string]any{"status": "waitingProcessCustomer", "lastUpdateBy": "bp:1000000001", "lastUpdateAt": sv})
			if code != 200 {
				mu.Lock()
				failed++
				mu.Unlock()
			}
		}(id)
	}
	wg.Wait()
	ok := fxWaitFor(90*time.Second, func() bool {
		for _, id := range ids {
			if l, _ := s.getMap("requests/" + id)["link"].(map[string]any); l == nil || l["sentAt"] == nil {
				return false
			}
		}
		return true
	})
	close(stop)
	lw.Wait()
	lost := 0
	for i, id := range ids {
		if n := len(s.outbox(phones[i])); n != 1 || s.openLinks(id) != 1 {
			lost++
			t.Errorf("%s: %d SMS, %d open links", id, n, s.openLinks(id))
		}
	}
	figure(t, fmt.Sprintf("nothing (%d promoters, %d listeners)", folios, listeners), "links", lost+failed, time.Since(start))
	if !ok || failed > 0 {
		t.Fatalf("burst: all sent %v, %d failed writes", ok, failed)
	}
}
