package suite

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"oppnp/emulators/hub"
)

// options are the command-line flags, named as the Firebase CLI names them.
type options struct {
	config       string
	only         []string
	project      string
	importDir    string
	exportOnExit string
	dataDir      string
	gatewayPort  int
	hubFile      string
	freePorts    bool
}

func parseFlags(args []string) (*options, error) {
	fs := flag.NewFlagSet("emulators", flag.ContinueOnError)
	o := &options{}
	var only string
	fs.StringVar(&o.config, "config", "firebase.json", "path to firebase.json")
	fs.StringVar(&only, "only", strings.Join(allServices(), ","), "comma-separated services to start")
	fs.StringVar(&o.project, "project", "demo-oppnp", "project id")
	fs.StringVar(&o.importDir, "import", "", "import data exported by --export-on-exit")
	fs.StringVar(&o.exportOnExit, "export-on-exit", "", "export data to this directory on exit")
	fs.StringVar(&o.dataDir, "data", "", "durable database directory (every write is on disk before its ok)")
	fs.IntVar(&o.gatewayPort, "gateway-port", 8090, "port of the lender gateway simulator (not a firebase.json key: ADR 0001)")
	fs.StringVar(&o.hubFile, "hub-file", "", "write the Emulator Hub's address here as JSON {version,host,port} (for harnesses that start the suite on port 0)")
	fs.BoolVar(&o.freePorts, "free-ports", false, "listen on free ports instead of firebase.json's and --gateway-port (read them from the hub); Hosting rewrites the configured addresses in its HTML's meta elements to the actual ones")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	for _, s := range strings.Split(only, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if !slices.Contains(allServices(), s) {
			return nil, fmt.Errorf("%w: %q (known: %s)", ErrUnknownService, s, strings.Join(allServices(), ","))
		}
		o.only = append(o.only, s)
	}
	return o, nil
}

// Main runs the suite until ctx is cancelled.
func Main(ctx context.Context, args []string, out io.Writer) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	cfg, err := loadConfig(o.config)
	if err != nil {
		return err
	}
	s := newSuite(o, cfg, slog.New(slog.NewJSONHandler(os.Stderr, nil)))
	keepHeapBudget(ctx, s.log, 250*time.Millisecond)
	errc := make(chan error, len(startOrder()))
	defer s.stop()
	if err := s.start(ctx, out, errc); err != nil {
		return err
	}
	fmt.Fprintf(out, "✔  All emulators ready! Hub: http://%s%s. Press Ctrl+C to stop.\n", s.hub.addr, hub.PathEmulators)
	select {
	case <-ctx.Done():
		return nil
	case err := <-errc:
		return err
	}
}
