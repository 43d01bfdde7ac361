package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/session"
)

// routes builds the /api/** router. Every route goes through the access
// middleware with its row of access.Routes (docs/access.md): a new route
// needs a row there, or it refuses every call and a test fails.
func (a *app) routes() http.Handler {
	g := &registrar{a: a, mux: http.NewServeMux()}
	g.json("POST /api/session/login", a.login)
	g.json("POST /api/session/refresh", a.refresh)
	g.json("POST /api/session/logout", a.logout)
	g.json("POST /api/session/customer", a.customer)
	g.json("POST /api/requests/{requestId}/link", a.resendLink)
	g.json("POST /api/otp/send", a.otpSend)
	g.json("POST /api/otp/verify", a.otpVerify)
	a.cncaRoutes(g)
	a.libranzaRoutes(g)
	g.json("POST /api/video/session", a.videoSession)
	g.json("POST /api/video/result", a.videoResult)
	g.json("POST /api/video/recording", a.videoRecording)
	g.json("POST /api/video/token", a.videoToken)
	g.json("POST /api/video/twilio/status", a.twilioRoomStatus)
	g.json("POST /api/uif/aviso", a.uifNotice)
	g.json("POST /api/biometrics/result", a.biometricResult)
	g.json("POST /api/biometrics/resend", a.biometricResend)
	a.monitorRoutes(g)
	a.deskRoutes(g)
	a.evidenceRoutes(g)
	a.effectsRoutes(g)
	a.clearanceRoutes(g)
	g.json("GET /api/health", func(*http.Request) (any, error) { return map[string]string{"status": "ok"}, nil })
	g.json("/api/", func(*http.Request) (any, error) { return nil, httpx.ErrNotFound })
	a.registered = g.patterns
	return httpx.Logged(a.log, cors(g.mux))
}

// cors lets a development server on another origin call the API; in
// production the SPA and /api share the Hosting origin.
func cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if o := r.Header.Get("Origin"); o != "" {
			w.Header().Set("Access-Control-Allow-Origin", o)
			w.Header().Set("Vary", "Origin")
			w.Header().Set("Access-Control-Allow-Headers", "Authorization, Content-Type, X-Device-Id, X-Request-Id, X-Firebase-Token, X-IBM-Client-Id, traceparent")
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
			w.Header().Set("Access-Control-Expose-Headers", "X-Request-Id")
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (a *app) login(r *http.Request) (any, error) {
	var in struct{ Username, Password string }
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	return a.session.Login(r.Context(), in.Username, in.Password)
}

// refresh identifies the staff member by the Firebase ID token it sends in
// X-Firebase-Token (httpx.FirebaseHeader): the gateway refresh token alone
// does not say whose roles/{bpId} to rewrite.
func (a *app) refresh(r *http.Request) (any, error) {
	c := callerOf(r)
	var in struct {
		TokenRefresh string `json:"tokenRefresh"`
		Token        string `json:"token"`
		DeviceID     string `json:"deviceId"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	if in.TokenRefresh == "" {
		in.TokenRefresh = in.Token
	}
	ctx := r.Context()
	if in.DeviceID != "" { // docs/requirements.md §7: refresh carries the deviceId in its payload
		m := gateway.MetaFrom(ctx)
		m.DeviceID = in.DeviceID
		ctx = gateway.WithMeta(ctx, m)
	}
	return a.session.Refresh(ctx, session.RefreshInput{UID: c.UID, RefreshToken: in.TokenRefresh,
		Bearer: httpx.GatewayToken(r)})
}

// logout ends the caller's session everywhere: its Firebase refresh tokens
// are revoked and roles/{bpId} lapses at once (the rules refuse it from
// then on), then the gateway session ends. The bpId is the verified
// caller's, never the body's.
func (a *app) logout(r *http.Request) (any, error) {
	var in struct {
		Token string `json:"token"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	if in.Token == "" {
		in.Token = httpx.GatewayToken(r) // the SPA's Bearer
	}
	if err := a.session.Logout(r.Context(), callerOf(r).BpID, in.Token); err != nil {
		return nil, err
	}
	return map[string]bool{"success": true}, nil
}

func (a *app) customer(r *http.Request) (any, error) {
	var in struct{ UUID string }
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	return a.session.Customer(r.Context(), in.UUID)
}

// resendLink is the staff's "Reenviar enlace": the folio's live promoter or
// live admin staff of its branch (the folioStaff policy) texts the customer
// a new link; the old one stops working.
func (a *app) resendLink(r *http.Request) (any, error) {
	l, err := a.trigger.ResendLink(r.Context(), callerOf(r).FolioID)
	if err != nil {
		return nil, err
	}
	return map[string]any{"sent": true, "linkId": l.ID, "action": l.Action, "expiresAt": l.ExpiresAt, "sentAt": l.SentAt}, nil
}

func (a *app) otpSend(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	return a.otp.Send(r.Context(), rid)
}

func (a *app) otpVerify(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	var in struct{ Code string }
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	if err := a.otp.Verify(r.Context(), rid, strings.TrimSpace(in.Code)); err != nil {
		return nil, err
	}
	return map[string]any{"verified": true, "customField": 1014}, nil
}

func (a *app) biometricResult(r *http.Request) (any, error) {
	var in struct {
		Result      string `json:"result"`
		BiometricID string `json:"biometricId"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	q := r.URL.Query()
	if err := a.trigger.BiometricResult(r.Context(), q.Get("requestId"), q.Get("token"), in.Result); err != nil {
		return nil, err
	}
	return map[string]bool{"received": true}, nil
}

func (a *app) videoSession(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	return a.video.Open(r.Context(), rid)
}

func (a *app) videoResult(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	return a.video.Result(r.Context(), rid)
}

func (a *app) biometricResend(r *http.Request) (any, error) {
	rid := callerOf(r).FolioID // the customerLink policy's folio
	var in struct {
		AttemptID string `json:"attemptId"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	if in.AttemptID == "" {
		in.AttemptID = gateway.MetaFrom(r.Context()).RequestID
	}
	if err := a.trigger.ResubmitBiometric(r.Context(), rid, in.AttemptID); err != nil {
		return nil, err
	}
	return map[string]bool{"sent": true}, nil
}
