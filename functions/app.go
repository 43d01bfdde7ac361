package functions

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	firebase "firebase.google.com/go/v4"
	"firebase.google.com/go/v4/auth"

	"oppnp/functions/internal/catalogue"
	"oppnp/functions/internal/clearance"
	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/cnca"
	"oppnp/functions/internal/config"
	"oppnp/functions/internal/desk"
	"oppnp/functions/internal/evidence"
	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/letter"
	"oppnp/functions/internal/monitor"
	"oppnp/functions/internal/obs"
	"oppnp/functions/internal/otp"
	"oppnp/functions/internal/session"
	"oppnp/functions/internal/sipre"
	"oppnp/functions/internal/store"
	"oppnp/functions/internal/store/rtdbstore"
	"oppnp/functions/internal/trigger"
	"oppnp/functions/internal/uif"
	"oppnp/functions/internal/video"
)

// app holds the wired dependencies, built once per process by newApp, the
// one place that wires them.
type app struct {
	env     *config.Env
	log     *slog.Logger
	auth    *auth.Client
	store   store.Store
	rc      *config.RemoteConfig
	session *session.Service
	otp     *otp.Service
	sipre   *sipre.Service
	trigger *trigger.Handler
	video   *video.Service
	monitor *monitor.Service
	cnca    *cnca.Service
	desk    *desk.Service
	// evidence is the server's registry of the folios' uploads.
	evidence  *evidence.Service
	uif       *uif.Service
	clearance *clearance.Service
	letter    *letter.Service
	// gateway is the functions' own session with the gateway, shared by
	// every service that calls it on the functions' behalf.
	gateway *gateway.Service
	// lockout locks out an operator id that received too many wrong keys
	// (its counters live in the database).
	lockout monitor.Lockout
	// router serves /api/**; built last, from the services above.
	router http.Handler
	// registered lists the route patterns the router was built with, each
	// behind its row of access.Routes.
	registered []string
}

var (
	appOnce sync.Once
	theApp  *app
	appErr  error
)

func getApp(ctx context.Context) (*app, error) {
	appOnce.Do(func() { theApp, appErr = newApp(context.WithoutCancel(ctx)) })
	return theApp, appErr
}

func newApp(ctx context.Context) (*app, error) {
	env, err := config.FromEnv(nil)
	if err != nil {
		return nil, err
	}
	log := obs.NewLogger(os.Stdout, slog.LevelInfo)
	dbURL := os.Getenv("FIREBASE_DATABASE_URL")
	if dbURL == "" {
		dbURL = "https://" + env.ProjectID + "-default-rtdb.firebaseio.com"
	}
	fb, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: env.ProjectID, DatabaseURL: dbURL})
	if err != nil {
		return nil, fmt.Errorf("functions: firebase app: %w", err)
	}
	authClient, err := fb.Auth(ctx)
	if err != nil {
		return nil, fmt.Errorf("functions: auth: %w", err)
	}
	dbClient, err := fb.Database(ctx)
	if err != nil {
		return nil, fmt.Errorf("functions: database: %w", err)
	}
	st := rtdbstore.New(dbClient)
	st.Timeout = env.DatabaseTimeout
	// The business clock, which the gateway simulator's settable clock may
	// shift; clock.Wall is the one the database rules agree with.
	business := env.NewClock()
	gw := &gateway.Client{BaseURL: env.GatewayURL, ClientID: env.GatewayClientID, Log: log,
		HTTP: &http.Client{Timeout: env.GatewayTimeout}}
	svc := &gateway.Service{C: gw, T: &gateway.ServiceToken{Client: gw, Username: env.ServiceUser, Password: env.ServicePassword}}
	var src config.Source = &config.HTTPSource{URL: env.RemoteConfigURL}
	if env.RemoteConfigURL == "" {
		src = &serverTemplate{app: fb}
	}
	rc := &config.RemoteConfig{Source: src, Prefix: env.Prefix(), TTL: env.RemoteConfigTTL}
	a := &app{env: env, log: log, auth: authClient, store: st, rc: rc, gateway: svc,
		lockout: monitor.Lockout{Max: 10, Window: time.Minute, Clock: clock.Wall}}
	// Times the database rules compare with their own `now` (roles' validUntil, links'
	// expiresAt) come from the wall clock, never from the business clock that may follow the
	// gateway simulator's settable clock (docs/contract.md, Identities).
	a.session = &session.Service{Gateway: gw, Directory: svc, Store: st, Tokens: authClient,
		Revoker: revoker{authClient}, Clock: clock.Wall, Log: log,
		Flags: func(ctx context.Context, key string) (session.Access, error) {
			var acc session.Access
			err := rc.JSON(ctx, key, &acc)
			return acc, err
		},
		PageSize: func(ctx context.Context) int {
			v, err := rc.String(ctx, "list_page_size")
			n, perr := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || perr != nil || n <= 0 {
				log.WarnContext(ctx, "remote config read failed", "key", "list_page_size")
				return 0
			}
			return n
		}}
	a.video = &video.Service{Store: st, Gateway: svc, Clock: clock.Wall}
	if err := a.video.Configure(os.Getenv); err != nil {
		return nil, fmt.Errorf("functions: video provider: %w", err)
	}
	a.otp = &otp.Service{Store: st, Gateway: svc, Clock: business}
	a.sipre = &sipre.Service{Store: st, Gateway: svc, Clock: business, Window: func(ctx context.Context) sipre.Window {
		w := sipre.DefaultWindow
		if err := rc.JSON(ctx, "sipre_schedule", &w); err != nil {
			log.WarnContext(ctx, "remote config read failed", "key", "sipre_schedule", "error", err.Error())
			return sipre.DefaultWindow
		}
		return w
	}}
	// Leases run on the wall clock (Wall nil), never on the business clock.
	a.trigger = &trigger.Handler{Store: st, Gateway: svc, Clock: clock.Wall, PublicURL: env.PublicURL, Log: log,
		Lease: env.EffectLease, CallTimeout: env.EffectCallTimeout,
		LinkTTL: func(ctx context.Context) time.Duration {
			s, err := rc.String(ctx, "customer_link_ttl_hours")
			h, perr := strconv.ParseFloat(s, 64)
			if err != nil || perr != nil || h <= 0 {
				log.WarnContext(ctx, "remote config read failed", "key", "customer_link_ttl_hours")
				return 24 * time.Hour
			}
			return time.Duration(h * float64(time.Hour))
		}}
	a.monitor = &monitor.Service{Store: st, Clock: business}
	a.trigger.Monitor = a.monitor
	// Roles are compared with the wall clock, as the rules compare them with their own now.
	a.evidence = &evidence.Service{Store: st, Gateway: svc, Staff: a.session.Staff, Clock: clock.Wall, Log: log,
		Catalogue: func(ctx context.Context) catalogue.Catalogue {
			var c catalogue.Catalogue
			if err := rc.JSON(ctx, "document_types", &c); err != nil || len(c) == 0 {
				log.WarnContext(ctx, "remote config read failed", "key", "document_types")
				return catalogue.Default
			}
			return c
		}}
	// Trail entries carry the wall-clock time, as the rest of the folio's trail.
	a.desk = &desk.Service{Store: st, Evidence: a.evidence, Clock: clock.Wall}
	a.uif = &uif.Service{Store: st, Mailer: svc, Checker: svc, To: os.Getenv(uif.RecipientEnv), Clock: business}
	a.cnca = &cnca.Service{Store: st, Gateway: svc, UIF: a.uif, Log: log}
	// Roles are compared with the wall clock, as the rules compare them with their own now.
	a.clearance = &clearance.Service{Store: st, Checker: svc, Notifier: a.uif, Staff: a.session.Staff, Clock: clock.Wall}
	// A typed registrar: the compiler proves the gateway records letters.
	a.letter = &letter.Service{Store: st, Registrar: svc, Clock: business}
	a.router = a.routes()
	// The trigger's processes sweep (docs/adr/0060-side-effects-survive-their-process.md); the
	// api's many instances leave it to them and to the operator's route.
	if t := os.Getenv("FUNCTION_TARGET"); t == "" || t == "onRequestWritten" {
		every := env.ReconcileEvery
		if every <= 0 {
			every = time.Minute
		}
		go a.sweepEvery(ctx, every)
	}
	slog.SetDefault(log)
	return a, nil
}

// revoker revokes a user's Firebase refresh tokens; a user Auth has not
// seen yet (a first login) has none to revoke.
type revoker struct{ c *auth.Client }

func (r revoker) RevokeRefreshTokens(ctx context.Context, uid string) error {
	if err := r.c.RevokeRefreshTokens(ctx, uid); err != nil && !auth.IsUserNotFound(err) {
		return err
	}
	return nil
}
