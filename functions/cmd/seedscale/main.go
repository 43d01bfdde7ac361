// Command seedscale writes N realistic folios (package scaleseed) into a
// running emulator suite (`make run`), as the owner, in batched multi-path
// updates of requests/, so the functions' triggers see them as they see an
// import. `make seed-scale N=100000` runs it; docs/performance.md uses it.
//
//	go run ./functions/cmd/seedscale -n 100000 [-from 0] [-batch 2000] [-seed 1]
//	    [-db http://127.0.0.1:9000] [-ns demo-oppnp-default-rtdb] [-wait]
//	go run ./functions/cmd/seedscale -n 100000 -export DIR
//
// -from numbers the folios, so a second run with -from 100000 adds new ones
// instead of rewriting the first. -wait waits until the monitor board
// counts them (the request trigger has seen every one). -export writes the
// folios as a Firebase export in DIR instead, for `go run ./emulators
// --import DIR` (web/bench/staff-list.mjs).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"time"
)

func main() {
	var o options
	flag.IntVar(&o.n, "n", 100_000, "folios to write")
	flag.IntVar(&o.from, "from", 0, "index of the first folio (folios of the same seed and index are the same)")
	flag.IntVar(&o.batch, "batch", 2000, "folios per multi-path update")
	flag.Uint64Var(&o.seed, "seed", 1, "generator seed")
	flag.StringVar(&o.db, "db", "http://127.0.0.1:9000", "the database emulator")
	flag.StringVar(&o.ns, "ns", "demo-oppnp-default-rtdb", "database namespace")
	flag.StringVar(&o.fixtures, "fixtures", "emulators/gateway/fixtures.json", "the simulator's personas (its promoters own the folios)")
	flag.BoolVar(&o.wait, "wait", false, "wait until the monitor board counts every folio written")
	flag.StringVar(&o.export, "export", "", "write the folios as a Firebase export in this directory instead of into a running suite")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, o, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "seedscale:", err)
		os.Exit(1)
	}
}

// options are the flags.
type options struct {
	n, from, batch int
	seed           uint64
	db, ns         string
	fixtures       string
	wait           bool
	export         string
}

func run(ctx context.Context, o options, out *os.File) error {
	promoters, err := loadPromoters(o.fixtures)
	if err != nil {
		return err
	}
	if o.export != "" {
		start := time.Now()
		bytes, err := exportTo(o.export, o.ns, generator(o.seed, promoters), o.from, o.n)
		fmt.Fprintf(out, "seedscale: %d folios (%.1f MB) exported to %s in %v\n",
			o.n, float64(bytes)/(1<<20), o.export, time.Since(start).Round(time.Millisecond))
		return err
	}
	c := &client{db: o.db, ns: o.ns}
	base, err := c.boardTotal(ctx)
	if err != nil {
		return err
	}
	start := time.Now()
	written, bytes, err := write(ctx, c, generator(o.seed, promoters), o.from, o.n, o.batch)
	took := time.Since(start)
	fmt.Fprintf(out, "seedscale: %d folios (%.1f MB) in %v: %.0f folios/s, %d promoters\n",
		written, float64(bytes)/(1<<20), took.Round(time.Millisecond), float64(written)/took.Seconds(), len(promoters))
	if err != nil || !o.wait {
		return err
	}
	if err := c.waitBoard(ctx, base+written); err != nil {
		return err
	}
	fmt.Fprintf(out, "seedscale: the monitor board counts them all after %v\n", time.Since(start).Round(time.Millisecond))
	return nil
}
