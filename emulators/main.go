// Command emulators is the local Firebase for this repository: Realtime
// Database, Auth, the functions host, Hosting, Remote Config and the lender
// gateway simulator, started from firebase.json as the Firebase CLI would.
//
//	go run ./emulators [--config firebase.json] [--only database,auth,...]
//	    [--project ID] [--import DIR] [--export-on-exit DIR] [--data DIR]
//	    [--hub-file FILE] [--free-ports]
//
// Its Emulator Hub (firebase.json emulators.hub, 4400) answers GET
// /emulators with 200 once every emulator listens; see package hub.
// --free-ports listens on free ports instead of the configured ones (the
// journeys run one suite per worker): the hub file and the hub's answer
// say where, and Hosting rewrites the configured addresses in the meta
// elements of the HTML it serves to the actual ones, so a web build made
// for the fixed ports follows (package hosting).
//
// SIGINT or SIGTERM stops it within stopDeadline whatever it is doing (a
// second signal at once): every write the database acknowledged is
// already on disk under --data, so nothing acknowledged is lost.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"oppnp/emulators/suite"
)

// stopDeadline bounds the whole shutdown: the suite's graceful stop has
// suite.StopTimeout of it, and past it the process exits anyway.
const stopDeadline = 5 * time.Second

func main() {
	stopWithParent()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second signal now ends the process at once
		time.Sleep(stopDeadline - 250*time.Millisecond)
		fmt.Fprintf(os.Stderr, "emulators: not stopped within %v; exiting\n", stopDeadline)
		os.Exit(1)
	}()
	if err := suite.Main(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "emulators:", err)
		os.Exit(1)
	}
}
