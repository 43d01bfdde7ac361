package gateway

import (
	"context"
	_ "embed"
	"net/http"
	"strings"
	"sync"
	"time"

	"oppnp/emulators/loopback"
)

//go:embed video_sdk.js
var videoSDK []byte

// access says which headers a route checks.
type access int

const (
	clientOnly access = iota // X-IBM-Client-Id
	device                   // + X-Device-Id
	bearer                   // + Authorization: Bearer
)

// request is what a route handler sees.
type request struct {
	*http.Request
	w    http.ResponseWriter
	s    *Server
	sess *session // the Bearer session, for bearer routes
	// promoterID is the bpId a route learnt without a session (login), for the request log.
	promoterID string
}

// handlerFunc returns the status and JSON body, or an error (an *apiError
// renders as {code, message}). Status 0 means the handler wrote the response.
type handlerFunc func(r *request) (int, any, error)

// Server is the gateway simulator. It is an http.Handler and safe for
// concurrent use. Call Close to stop pending biometric callbacks.
type Server struct {
	cfg   Config
	fx    *fixtures
	mux   *http.ServeMux
	admin *http.ServeMux

	mu sync.Mutex
	st *state

	wg     sync.WaitGroup
	ctx    context.Context
	cancel context.CancelFunc
}

// New returns a simulator loaded with the embedded personas.
func New(cfg Config) (*Server, error) {
	fx, err := loadFixtures(fixturesJSON)
	if err != nil {
		return nil, err
	}
	if err := checkSeed(cfg.Documents); err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg.withDefaults(), fx: fx, mux: http.NewServeMux(), admin: http.NewServeMux()}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.st = newState(s.cfg)
	s.routes()
	s.adminRoutes()
	return s, nil
}

// Close cancels pending biometric callbacks and waits for them to end.
func (s *Server) Close() {
	s.mu.Lock()
	s.cancel()
	s.mu.Unlock()
	s.wg.Wait()
}

func (s *Server) routes() {
	h := func(pattern string, a access, f handlerFunc) { s.mux.Handle(pattern, s.wrap(a, f)) }
	h("POST /auth/login", device, s.login)
	h("POST /auth/logout", bearer, s.logout)
	h("POST /auth/refresh", device, s.refresh)
	h("POST /auth/customer", device, s.customerToken)
	h("POST /credits/getCreditsCustomeroICBSCSB", bearer, s.credits)
	h("POST /quoter/obtainQuotation", bearer, s.obtainQuotation)
	h("POST /quoter/obtainQuotationByAmountFilter", bearer, s.obtainQuotationByAmount)
	h("POST /convenios/getDetail", bearer, s.agreementDetail)
	h("POST /sellers/branchesByPromotor", bearer, s.branchesByPromotor)
	h("POST /agreement/getGroupListByBranch", bearer, s.groupList)
	h("POST /agreement/getConveniosByBranchGroupFilter", bearer, s.conveniosByGroup)
	h("POST /agreement/verifyBranchGroup", bearer, s.verifyBranchGroup)
	h("POST /agreement/getBranchActive", bearer, s.branchActive)
	h("POST /customers/search", bearer, s.searchCustomer)
	h("POST /sms/send", bearer, s.sendSMS)
	h("POST /email/send", bearer, s.sendEmail)
	h("GET /sms/outbox", clientOnly, s.outbox)
	h("POST /otp/send", bearer, s.sendOTP)
	h("POST /otp/verify", bearer, s.verifyOTP)
	h("POST /biometrics/submit", bearer, s.submitBiometric)
	h("GET /biometrics/{biometricId}", bearer, s.getBiometric)
	h("POST /documents/upload", bearer, s.uploadDocument)
	h("GET /documents/{documentId}", bearer, s.getDocument)
	h("POST /documents/byFolio", bearer, s.documentsByFolio)
	h("POST /cox/submit", bearer, s.submitCOX)
	h("POST /cox/status", bearer, s.coxStatus)
	h("POST /sipre/discharge", bearer, s.sipreDischarge)
	h("POST /cnca/eligibility", bearer, s.cncaEligibility)
	h("POST /salesforce/requests", bearer, s.salesforceRequests)
	h("POST /salesforce/offers", bearer, s.salesforceOffers)
	h("POST /video/sessions", bearer, s.createVideo)
	h("GET /video/sessions/{sessionId}", bearer, s.getVideo)
	h("POST /video/sessions/{sessionId}/join", bearer, s.joinVideo)
	h("POST /video/recordings", bearer, s.uploadRecording)
	h("POST /letters/generate", bearer, s.generateLetter)
	h("POST /letters/list", bearer, s.listLetters)
	s.mux.HandleFunc("GET /video/sdk.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(videoSDK)
	})
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, fail(http.StatusNotFound, CodeNotFound, MsgNotFound))
	})
}

// ServeHTTP serves the test controls, then applies CORS and injected
// faults and routes. The test controls refuse any request a browser sent,
// preflight included, and grant no CORS: otherwise any page the developer
// visits could reset the simulator, fail COX or move its clock
// (docs/adr/0052-local-suite-serves-one-developer.md). Tools and tests
// (Go, Node's fetch) send no Origin.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	if strings.HasPrefix(r.URL.Path, "/__admin/") {
		if loopback.FromBrowser(r) {
			writeError(w, fail(http.StatusForbidden, CodeAdminFromBrowser, MsgAdminFromBrowser))
			return
		}
		s.admin.ServeHTTP(w, r)
		return
	}
	cors(w, r)
	if r.Method == http.MethodOptions {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	rec := &statusRecorder{ResponseWriter: w}
	defer s.logRequest(r, rec, start)
	_, pattern := s.mux.Handler(r)
	if err := s.applyFault(r, pattern); err != nil {
		writeError(rec, err)
		return
	}
	s.mux.ServeHTTP(rec, r)
}

func cors(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	if o := r.Header.Get("Origin"); o != "" {
		h.Set("Access-Control-Allow-Origin", o)
		h.Add("Vary", "Origin")
	}
	h.Set("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS")
	h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, X-IBM-Client-Id, X-Device-Id, X-Request-Id, traceparent")
	h.Set("Access-Control-Max-Age", "600")
}

// wrap checks the route's headers, authenticates the Bearer token and
// renders the handler's result.
func (s *Server) wrap(a access, f handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req := &request{Request: r, w: w, s: s}
		if err := s.checkHeaders(req, a); err != nil {
			writeError(w, err)
			return
		}
		status, body, err := f(req)
		notePromoter(w, req)
		if err != nil {
			writeError(w, err)
			return
		}
		if status != 0 {
			writeJSON(w, status, body)
		}
	})
}

func (s *Server) checkHeaders(r *request, a access) error {
	switch id := r.Header.Get("X-IBM-Client-Id"); {
	case id == "":
		return fail(http.StatusUnauthorized, CodeClientIDRequired, MsgClientIDRequired)
	case id != s.cfg.ClientID:
		return fail(http.StatusForbidden, CodeClientIDInvalid, MsgClientIDInvalid)
	}
	if a >= device && strings.TrimSpace(r.Header.Get("X-Device-Id")) == "" {
		return fail(http.StatusBadRequest, CodeDeviceIDRequired, MsgDeviceIDRequired)
	}
	if a >= bearer {
		sess, err := s.authenticate(r.Header.Get("Authorization"))
		if err != nil {
			return err
		}
		r.sess = sess
	}
	return nil
}

type statusRecorder struct {
	http.ResponseWriter
	status     int
	promoterID string // for the request log
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.ResponseWriter.Write(b)
}
