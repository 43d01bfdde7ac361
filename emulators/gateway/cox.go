package gateway

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"
	_ "time/tzdata" // America/Mexico_City without a system zoneinfo
)

var probankRE = regexp.MustCompile(`^PB[0-9]{8}$`)

// SIPRE opening hours in central Mexico time, in minutes since midnight:
// 8:00 to 21:30 (docs/requirements.md §1, §9).
const sipreOpen, sipreClose = 8 * 60, 21*60 + 30

var mexicoCity = func() *time.Location {
	loc, err := time.LoadLocation("America/Mexico_City")
	if err != nil {
		return time.FixedZone("CST", -6*3600) // no DST since 2022
	}
	return loc
}()

type coxRecord struct {
	coxID     string
	probank   string
	attempts  int
	delivered bool
	// submissions counts the submissions that reached COX under a key it
	// had not seen (replays excluded): every one after the first that
	// booked would be a second loan at a COX that did not dedupe by folio.
	submissions int
}

// coxReply is the first answer to an Idempotency-Key, replayed for every
// later request with that key.
type coxReply struct {
	folio  string
	status int
	body   any
	err    error
}

// maxIdempotencyKey bounds the Idempotency-Key header.
const maxIdempotencyKey = 255

// idempotencyKey is the request's Idempotency-Key header, trimmed ("" when
// absent); one longer than maxIdempotencyKey is refused. COX submissions
// and SMS sends read it the same way.
func idempotencyKey(r *request) (string, error) {
	key := strings.TrimSpace(r.Header.Get("Idempotency-Key"))
	if len(key) > maxIdempotencyKey {
		return "", fail(http.StatusBadRequest, CodeFieldInvalid, "Idempotency-Key no es valido")
	}
	return key, nil
}

func (s *Server) submitCOX(r *request) (int, any, error) {
	var req struct {
		appRequest
		Folio         string  `json:"folio" need:""`
		Curp          string  `json:"curp" need:""`
		ProbankNumber string  `json:"probankNumber"`
		Amount        float64 `json:"amount"`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	if req.ProbankNumber != "" && !probankRE.MatchString(req.ProbankNumber) {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "probankNumber no es valido")
	}
	key, err := idempotencyKey(r)
	if err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if prev := s.st.coxKeys[key]; key != "" && prev != nil {
		if prev.folio != req.Folio {
			return 0, nil, fail(http.StatusUnprocessableEntity, CodeIdempotencyReused, MsgIdempotencyReused)
		}
		if s.st.coxLoseAnswer {
			return loseAnswer(r)
		}
		r.w.Header().Set("Idempotent-Replayed", "true")
		return prev.status, prev.body, prev.err
	}
	status, body, err := s.coxSubmitLocked(req.Folio, req.Curp, req.ProbankNumber)
	if key != "" {
		s.st.coxKeys[key] = &coxReply{folio: req.Folio, status: status, body: body, err: err}
	}
	if s.st.coxLoseAnswer {
		return loseAnswer(r)
	}
	return status, body, err
}

// loseAnswer answers as a proxy whose upstream dropped the connection: a
// bare 502 outside the gateway's error shape, after COX did the work
// (/__admin/cox loseAnswer). The caller cannot tell it from a timeout.
func loseAnswer(r *request) (int, any, error) {
	r.w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	r.w.WriteHeader(http.StatusBadGateway)
	_, _ = r.w.Write([]byte("Bad Gateway\n"))
	return 0, nil, nil
}

// coxStatus answers whether COX booked a folio and under which
// probankNumber and coxId, so a caller that never got the answer to a
// submission asks before submitting again under a new key.
func (s *Server) coxStatus(r *request) (int, any, error) {
	var req struct {
		appRequest
		Folio string `json:"folio" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	data := map[string]any{"folio": req.Folio, "booked": false}
	if rec := s.st.cox[req.Folio]; rec != nil && rec.delivered {
		data["booked"], data["coxId"], data["probankNumber"] = true, rec.coxID, rec.probank
	}
	return reply(http.StatusOK, data)
}

// coxSubmitLocked submits a folio once (idempotent by folio: a delivered
// folio answers duplicate true). Caller holds s.mu.
func (s *Server) coxSubmitLocked(folio, curp, probank string) (int, any, error) {
	rec := s.st.cox[folio]
	if rec == nil {
		s.st.seq++
		rec = &coxRecord{coxID: fmt.Sprintf("COX-%d", s.st.seq), probank: fmt.Sprintf("PB%08d", 10000000+s.st.seq)}
		if probank != "" {
			rec.probank = probank
		}
		s.st.cox[folio] = rec
	}
	data := map[string]any{"coxId": rec.coxID, "folio": folio, "probankNumber": rec.probank, "status": "RECIBIDO", "duplicate": rec.delivered}
	rec.submissions++
	if rec.delivered {
		return reply(http.StatusOK, data)
	}
	rec.attempts++
	c := s.fx.customerByID[curp]
	if s.st.coxFail || (c != nil && c.CoxFailure && rec.attempts == 1) {
		e := fail(http.StatusBadGateway, CodeCOX, MsgCOX)
		e.extra = map[string]any{"probankNumber": rec.probank}
		return 0, nil, e
	}
	rec.delivered = true
	return reply(http.StatusOK, data)
}

// sipreOpenAt reports whether SIPRE accepts discharges at t.
func sipreOpenAt(t time.Time) bool {
	l := t.In(mexicoCity)
	m := l.Hour()*60 + l.Minute()
	return m >= sipreOpen && m < sipreClose
}

func (s *Server) sipreDischarge(r *request) (int, any, error) {
	var req struct {
		appRequest
		Folio     string   `json:"folio" need:""`
		Curp      string   `json:"curp" need:""`
		CreditIDs []string `json:"creditIds"`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	c := s.fx.customerByID[req.Curp]
	if c == nil {
		return 0, nil, fail(http.StatusNotFound, CodeCustomerNotFound, MsgCustomerNotFound)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !sipreOpenAt(s.now()) {
		return 0, nil, fail(http.StatusServiceUnavailable, CodeSIPREOutOfHours, MsgSIPREError)
	}
	discharged, pending := []string{}, []string{}
	for _, cr := range s.liveCredits(c) {
		if !cr.Internal || (len(req.CreditIDs) > 0 && !slices.Contains(req.CreditIDs, cr.CreditID)) {
			continue
		}
		if cr.SipreRejects {
			pending = append(pending, cr.CreditID)
			continue
		}
		discharged = append(discharged, cr.CreditID)
	}
	if len(discharged)+len(pending) == 0 {
		return 0, nil, fail(http.StatusConflict, CodeNoInternalCredits, MsgNoInternalCredits)
	}
	for _, id := range discharged {
		s.st.dischargeOf[id] = true
	}
	code := "E0004"
	if len(pending) > 0 {
		code = "E0005"
	}
	return reply(http.StatusOK, map[string]any{"dischargeId": s.nextID("SIPRE"), "folio": req.Folio,
		"code": code, "discharged": discharged, "pending": pending})
}
