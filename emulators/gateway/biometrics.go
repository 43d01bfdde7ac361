package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"time"
)

// callbackTries is how many times the provider posts a result before it
// gives up on the callback URL.
const callbackTries = 3

type biometric struct {
	BiometricID    string   `json:"biometricId"`
	Folio          string   `json:"folio"`
	Curp           string   `json:"curp"`
	Status         string   `json:"status"`
	Score          *float64 `json:"score,omitempty"`
	CallbackStatus string   `json:"callbackStatus"`
	callbackURL    string
}

// scores are the simulated match scores per result.
var scores = map[string]float64{"ACEPTADO": 96.4, "RECHAZADO": 41.2, "PENDIENTE": 78.9}

func (s *Server) submitBiometric(r *request) (int, any, error) {
	var req struct {
		appRequest
		Folio       string `json:"folio" need:""`
		Curp        string `json:"curp" need:""`
		CallbackURL string `json:"callbackUrl" need:""`
	}
	if err := bind(r, &req); err != nil {
		return 0, nil, err
	}
	if !curpRE.MatchString(req.Curp) {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, MsgCURPInvalid)
	}
	if u, err := url.Parse(req.CallbackURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return 0, nil, fail(http.StatusBadRequest, CodeFieldInvalid, "callbackUrl no es una URL http(s)")
	}
	result := "ACEPTADO"
	if c := s.fx.customerByID[req.Curp]; c != nil && c.Biometric != "" {
		result = c.Biometric
	}
	s.mu.Lock()
	b := &biometric{BiometricID: s.nextID("BIO"), Folio: req.Folio, Curp: req.Curp, Status: "EN_PROCESO",
		CallbackStatus: "PENDIENTE_ENVIO", callbackURL: req.CallbackURL}
	if s.ctx.Err() != nil { // closed: no new callbacks
		s.mu.Unlock()
		return 0, nil, fail(http.StatusServiceUnavailable, CodeSimulatedFault, "Simulador detenido")
	}
	s.st.bios[b.BiometricID] = b
	delay, ctx := s.st.bioDelay, s.ctx
	s.wg.Add(1)
	s.mu.Unlock()
	go s.resolveBiometric(ctx, b, result, delay)
	return reply(http.StatusAccepted, map[string]any{"biometricId": b.BiometricID, "status": "EN_PROCESO"})
}

// resolveBiometric waits for the provider's delay, records the result and
// posts it to the callback URL, retrying a few times.
func (s *Server) resolveBiometric(ctx context.Context, b *biometric, result string, delay time.Duration) {
	defer s.wg.Done()
	select {
	case <-ctx.Done():
		return
	case <-time.After(delay):
	}
	score := scores[result]
	s.mu.Lock()
	b.Status, b.Score = result, &score
	body, _ := json.Marshal(map[string]any{"biometricId": b.BiometricID, "folio": b.Folio, "curp": b.Curp,
		"result": result, "score": score, "resolvedAt": s.now().Format(time.RFC3339)})
	s.mu.Unlock()
	status := "FALLIDO"
	for try := 0; try < callbackTries; try++ {
		if try > 0 {
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Duration(try) * 500 * time.Millisecond):
			}
		}
		if s.postCallback(ctx, b.callbackURL, body) {
			status = "ENTREGADO"
			break
		}
	}
	s.mu.Lock()
	b.CallbackStatus = status
	s.mu.Unlock()
	s.cfg.Logger.Info("gateway biometric callback", "biometricId", b.BiometricID, "result", result, "callback", status)
}

func (s *Server) postCallback(ctx context.Context, u string, body []byte) bool {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, bytes.NewReader(body))
	if err != nil {
		return false
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Gateway-Event", "biometric.result")
	req.Header.Set("X-IBM-Client-Id", s.cfg.ClientID)
	resp, err := s.cfg.HTTPClient.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode >= 200 && resp.StatusCode < 300
}

func (s *Server) getBiometric(r *request) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b := s.st.bios[r.PathValue("biometricId")]
	if b == nil {
		return 0, nil, fail(http.StatusNotFound, CodeBiometricNotFound, "Validación biométrica no encontrada")
	}
	cp := *b
	return reply(http.StatusOK, cp)
}
