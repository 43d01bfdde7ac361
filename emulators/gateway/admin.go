package gateway

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"time"
)

// fault is an injected latency and/or failure on one path.
type fault struct {
	Path      string `json:"path"`
	Status    int    `json:"status"`
	Count     int    `json:"count"`
	LatencyMs int    `json:"latencyMs"`
	Code      string `json:"code"`
	Message   string `json:"message"`
}

// applyFault delays and/or fails a request matching an injected fault. A
// fault matches the request path or the route pattern's path, e.g.
// "/biometrics/{biometricId}".
func (s *Server) applyFault(r *http.Request, pattern string) error {
	_, patternPath, _ := strings.Cut(pattern, " ")
	s.mu.Lock()
	var f fault
	found := false
	for i, x := range s.st.faults {
		if x.Path != r.URL.Path && x.Path != patternPath {
			continue
		}
		f, found = *x, true
		if x.Count > 0 {
			if x.Count--; x.Count == 0 {
				s.st.faults = append(s.st.faults[:i], s.st.faults[i+1:]...)
			}
		}
		break
	}
	s.mu.Unlock()
	if !found {
		return nil
	}
	if f.LatencyMs > 0 {
		select {
		case <-r.Context().Done():
		case <-time.After(time.Duration(f.LatencyMs) * time.Millisecond):
		}
	}
	if f.Status == 0 {
		return nil
	}
	e := fail(f.Status, f.Code, f.Message)
	if e.code == "" {
		e.code = CodeSimulatedFault
	}
	if e.message == "" {
		e.message = MsgSimulatedFault
	}
	return e
}

func (s *Server) adminRoutes() {
	a := s.admin
	a.HandleFunc("POST /__admin/reset", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.cancel()
		s.ctx, s.cancel = context.WithCancel(context.Background())
		s.st = newState(s.cfg)
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	a.HandleFunc("POST /__admin/faults", func(w http.ResponseWriter, r *http.Request) {
		var f fault
		if !adminDecode(w, r, &f) {
			return
		}
		if !strings.HasPrefix(f.Path, "/") || f.Status < 0 || f.Count < 0 || f.LatencyMs < 0 || (f.Status != 0 && (f.Status < 400 || f.Status > 599)) {
			writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "path debe empezar con /; status 0 o 400–599; count y latencyMs ≥ 0"))
			return
		}
		s.mu.Lock()
		s.st.faults = append(s.st.faults, &f)
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	a.HandleFunc("GET /__admin/faults", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		out := []fault{}
		for _, f := range s.st.faults {
			out = append(out, *f)
		}
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, envelope{map[string]any{"faults": out}})
	})
	a.HandleFunc("DELETE /__admin/faults", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.st.faults = nil
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	a.HandleFunc("POST /__admin/cox", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Fail       *bool `json:"fail"`
			LoseAnswer *bool `json:"loseAnswer"`
		}
		if !adminDecode(w, r, &req) {
			return
		}
		if req.Fail == nil && req.LoseAnswer == nil {
			writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "Falta el campo fail o loseAnswer"))
			return
		}
		s.mu.Lock()
		if req.Fail != nil {
			s.st.coxFail = *req.Fail
		}
		if req.LoseAnswer != nil {
			s.st.coxLoseAnswer = *req.LoseAnswer
		}
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	// What COX holds for one folio: how many submissions reached it under
	// a new key (the count a test of exactly-once reads) and whether it
	// booked the loan.
	a.HandleFunc("GET /__admin/cox", func(w http.ResponseWriter, r *http.Request) {
		folio := r.URL.Query().Get("folio")
		if folio == "" {
			writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "Falta el parámetro folio"))
			return
		}
		s.mu.Lock()
		data := map[string]any{"folio": folio, "submissions": 0, "booked": false}
		if rec := s.st.cox[folio]; rec != nil {
			data["submissions"], data["booked"] = rec.submissions, rec.delivered
			if rec.delivered {
				data["coxId"], data["probankNumber"] = rec.coxID, rec.probank
			}
		}
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, envelope{data})
	})
	a.HandleFunc("POST /__admin/clock", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			OffsetSeconds *int   `json:"offsetSeconds"`
			At            string `json:"at"`
		}
		if !adminDecode(w, r, &req) {
			return
		}
		var offset time.Duration
		switch {
		case req.At != "":
			at, err := time.Parse(time.RFC3339, req.At)
			if err != nil {
				writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "at debe ser RFC 3339"))
				return
			}
			offset = time.Until(at)
		case req.OffsetSeconds != nil:
			offset = time.Duration(*req.OffsetSeconds) * time.Second
		default:
			writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "Falta offsetSeconds o at"))
			return
		}
		s.mu.Lock()
		s.st.offset = offset
		s.mu.Unlock()
		s.writeClock(w)
	})
	a.HandleFunc("GET /__admin/clock", func(w http.ResponseWriter, r *http.Request) { s.writeClock(w) })
	a.HandleFunc("POST /__admin/config", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			TokenTTL, TokenRefreshTTL, BiometricDelayMs, VideoWaitMs int
		}
		if !adminDecode(w, r, &req) {
			return
		}
		set := func(d *time.Duration, v int, unit time.Duration) {
			if v > 0 {
				*d = time.Duration(v) * unit
			}
		}
		s.mu.Lock()
		set(&s.st.tokenTTL, req.TokenTTL, time.Second)
		set(&s.st.refreshTTL, req.TokenRefreshTTL, time.Second)
		set(&s.st.bioDelay, req.BiometricDelayMs, time.Millisecond)
		set(&s.st.videoWait, req.VideoWaitMs, time.Millisecond)
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	a.HandleFunc("POST /__admin/video", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Outcome string `json:"outcome"`
		}
		if !adminDecode(w, r, &req) {
			return
		}
		if !outcomes[req.Outcome] {
			writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "outcome desconocido"))
			return
		}
		s.mu.Lock()
		s.st.videoOutcome = req.Outcome
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	a.HandleFunc("GET /__admin/outbox", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.outboxData(r.URL.Query().Get("phone"), true, r.URL.Query().Get("to")))
	})
	s.personaRoutes()
	a.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, fail(http.StatusNotFound, CodeNotFound, MsgNotFound))
	})
}

func (s *Server) writeClock(w http.ResponseWriter) {
	s.mu.Lock()
	now, off := s.now(), s.st.offset
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, envelope{map[string]any{"now": now.Format(time.RFC3339), "offsetSeconds": int(off / time.Second)}})
}

func adminDecode(w http.ResponseWriter, r *http.Request, v any) bool {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxJSONBody))
	if err == nil {
		err = json.Unmarshal(b, v)
	}
	if err != nil {
		writeError(w, fail(http.StatusBadRequest, CodeBadRequest, MsgInvalidJSON))
		return false
	}
	return true
}
