// Command emulators is the local Firebase for this repository: Realtime
// Database, Auth, the functions host, Hosting, Remote Config and the lender
// gateway simulator, started from firebase.json as the Firebase CLI would.
//
//	go run ./emulators [--config firebase.json] [--only database,auth,...]
//	    [--project ID] [--import DIR] [--export-on-exit DIR] [--data DIR]
//	    [--hub-file FILE]
//
// Its Emulator Hub (firebase.json emulators.hub, 4400) answers GET
// /emulators with 200 once every emulator listens; see package hub.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"oppnp/emulators/suite"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := suite.Main(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "emulators:", err)
		os.Exit(1)
	}
}
