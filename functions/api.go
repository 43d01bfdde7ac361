package functions

import (
	"net/http"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/httpx"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/store"
)

// routes builds the /api/** router.
func (a *app) routes() http.Handler {
	mux := http.NewServeMux()
	h := func(pattern string, fn func(r *http.Request) (any, error)) {
		mux.Handle(pattern, httpx.Handler(a.log, fn))
	}
	h("POST /api/session/login", a.login)
	h("POST /api/session/refresh", a.refresh)
	h("POST /api/session/logout", a.logout)
	h("POST /api/session/customer", a.customer)
	h("POST /api/requests/{requestId}/link", a.resendLink)
	h("POST /api/otp/send", a.otpSend)
	h("POST /api/otp/verify", a.otpVerify)
	a.cncaRoutes(h)
	a.libranzaRoutes(mux)
	h("POST /api/video/session", a.videoSession)
	h("POST /api/video/result", a.videoResult)
	h("POST /api/video/recording", a.videoRecording)
	h("POST /api/uif/aviso", a.uifNotice)
	h("POST /api/biometrics/result", a.biometricResult)
	h("POST /api/biometrics/resend", a.biometricResend)
	a.monitorRoutes(mux)
	a.deskRoutes(mux)
	h("GET /api/health", func(*http.Request) (any, error) { return map[string]string{"status": "ok"}, nil })
	h("/api/", func(*http.Request) (any, error) { return nil, httpx.ErrNotFound })
	return httpx.Logged(a.log, cors(mux))
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
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return nil, err
	}
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
		Bearer: httpx.GatewayToken(r), Role: c.Claim("role")})
}

func (a *app) logout(r *http.Request) (any, error) {
	var in struct {
		Token string `json:"token"`
		Bp    string `json:"bp"`
	}
	if err := httpx.Decode(r, &in); err != nil {
		return nil, err
	}
	if in.Token == "" {
		in.Token = httpx.GatewayToken(r) // the SPA's Bearer
	}
	if err := a.session.Logout(r.Context(), in.Token, in.Bp); err != nil {
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

// linkCaller verifies a customer's ID token and that its link is open,
// unexpired and still the folio's current one; it returns the request id.
func (a *app) linkCaller(r *http.Request) (string, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return "", err
	}
	linkID, rid := c.Claim("linkId"), c.Claim("requestId")
	if linkID == "" || rid == "" || c.UID != session.LinkUID(linkID) {
		return "", httpx.ErrForbidden
	}
	if err := a.session.LinkOpen(r.Context(), linkID, rid); err != nil {
		return "", err
	}
	return rid, nil
}

// resendLink is the staff's "Reenviar enlace": the folio's live promoter or
// live admin staff holding its branch (roles/{bpId}, not the token's claims)
// texts the customer a new link; the old one stops working.
func (a *app) resendLink(r *http.Request) (any, error) {
	c, err := httpx.Authenticate(r, a.auth)
	if err != nil {
		return nil, err
	}
	rid := r.PathValue("requestId")
	bpID, ok := strings.CutPrefix(c.UID, "bp:")
	if !ok || bpID == "" {
		return nil, httpx.ErrForbidden
	}
	role, err := a.session.Staff(r.Context(), bpID)
	if err != nil || !role.Live(a.session.Now()) {
		return nil, httpx.ErrForbidden
	}
	p, err := store.Join("requests", rid)
	if err != nil {
		return nil, httpx.ErrForbidden
	}
	var tree map[string]any
	if err := a.store.Get(r.Context(), p, &tree); err != nil {
		return nil, httpx.ErrForbidden
	}
	f, _ := folio.FromTree(tree)
	if f == nil || (f.CurrentPromoterBpID != bpID && !(role.Admin && role.HoldsBranch(f.BranchID()))) {
		return nil, httpx.ErrForbidden
	}
	l, err := a.trigger.ResendLink(r.Context(), rid)
	if err != nil {
		return nil, err
	}
	return map[string]any{"sent": true, "linkId": l.ID, "action": l.Action, "expiresAt": l.ExpiresAt, "sentAt": l.SentAt}, nil
}

func (a *app) otpSend(r *http.Request) (any, error) {
	rid, err := a.linkCaller(r)
	if err != nil {
		return nil, err
	}
	return a.otp.Send(r.Context(), rid)
}

func (a *app) otpVerify(r *http.Request) (any, error) {
	rid, err := a.linkCaller(r)
	if err != nil {
		return nil, err
	}
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
	rid, err := a.linkCaller(r)
	if err != nil {
		return nil, err
	}
	return a.video.Open(r.Context(), rid)
}

func (a *app) videoResult(r *http.Request) (any, error) {
	rid, err := a.linkCaller(r)
	if err != nil {
		return nil, err
	}
	return a.video.Result(r.Context(), rid)
}

func (a *app) biometricResend(r *http.Request) (any, error) {
	rid, err := a.linkCaller(r)
	if err != nil {
		return nil, err
	}
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
