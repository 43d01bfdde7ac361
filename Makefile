# Thin aliases only; each tier's real command lives next to its code.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
DATA ?= .data/rtdb

# The npm workspaces of the root package.json; one lockfile and one hoisted node_modules serve them.
WORKSPACES := web securityrules emulators/conformance functions/jssdk

# Installs and the emulator build of the SPA are files with dependencies, so make redoes them only
# when their inputs change and a second `make run` goes straight to the suite.
NPM_STAMP := node_modules/.stamp
GO_STAMP := .stamps/go
# Inside web/dist because every Vite build empties it: a production or bench build there removes the
# stamp, so the next `make run` rebuilds in emulator mode instead of serving the wrong bundle.
WEB_STAMP := web/dist/.emulators
# Directories are listed too: adding or deleting a file changes its directory's mtime.
WEB_INPUTS := $(shell find web/src web/public -print 2>/dev/null) web/index.html web/vite.config.ts \
	web/tsconfig.json web/package.json $(wildcard web/.env web/.env.local web/.env.emulators web/.env.emulators.local)

.PHONY: run test bench bench-scale seed-scale lists-backfill deps build-web prebuilt test-lint test-go test-jssdk test-rules test-web test-e2e test-faults rules help

# The emulators and the functions, built once per test run and handed to every harness that starts a
# suite (emuproc, the functions host, the rules tests, the journeys) through OPPNP_PREBUILT; each
# binary sits at its main package's path (docs/adr/0067-drift-gates-and-a-fast-loop.md).
PREBUILT := $(CURDIR)/bin/prebuilt
# The tiers of `make test`, in three lanes that run side by side, each lane's tiers in order. The
# journeys mostly wait on the browser and their suites, so the CPU-bound units run beside them, and the
# web tier, the longest of those, has a lane of its own; the lint tier follows the journeys; the
# fault tier, which sleeps through outages on purpose, comes last in its lane, once the Go tests are done.
LANE_E2E := build-web test-e2e test-lint
LANE_WEB := test-web
LANE_GO := test-go test-jssdk test-rules test-faults
LANES := LANE_E2E LANE_WEB LANE_GO
# staticcheck, pinned in tools/go.mod so the app's go.mod keeps its allow-list (rule G5).
STATICCHECK := $(GO) tool -modfile=tools/go.mod staticcheck -tags faults,jssdk

## run: the whole app locally on the embedded emulator suite, with demo data
run: deps build-web
	@echo "OPPNP: http://127.0.0.1:5000/login · consola: http://127.0.0.1:4000 · logins de demostración en README.md (contraseña Demo.2026)"
	$(GO) run ./emulators --data $(DATA) --import functions/demo

## build-web: web/dist wired to the embedded emulator suite (web/.env.emulators), if its inputs changed
build-web: $(WEB_STAMP)

# Vite alone: the type check is test-web's, so `make test` runs tsc once (`npm run build:emulators`
# by hand still runs both).
$(WEB_STAMP): $(NPM_STAMP) $(WEB_INPUTS)
	$(NPM) exec -w web -- vite build --mode emulators
	touch $@

## test: every test tier, in three lanes side by side; each prints its wall and CPU time (tools/tiers.sh)
## The first failure stops the other lanes (docs/adr/0079-tiers-side-by-side.md).
## The installs first (npm ci beside go mod download, then both binaries at once), then the lanes,
## told not to build bin/prebuilt again: two lanes would otherwise write the same binaries together.
test:
	@tools/tiers.sh --make "$(MAKE) -j3 -Otarget" "deps prebuilt" \
		-- --make "$(MAKE) -o prebuilt" $(foreach l,$(LANES),"$($(l))")

## prebuilt: the emulators and functions binaries the test tiers share (bin/prebuilt)
prebuilt: $(GO_STAMP)
	$(GO) build -o $(PREBUILT)/emulators ./emulators
	$(GO) build -o $(PREBUILT)/functions/cmd/functions ./functions/cmd/functions

test-go test-jssdk test-rules test-e2e test-faults: export OPPNP_PREBUILT := $(PREBUILT)
test-go test-jssdk test-rules test-e2e test-faults: prebuilt

## test-lint: gofmt, staticcheck and the type check of the journeys, rules tests and console script
test-lint: deps
	@unformatted=$$(find . -name '*.go' -not -path '*/node_modules/*' -not -path './.data/*' -not -path './bin/*' | xargs gofmt -l); \
		if [ -n "$$unformatted" ]; then echo "gofmt -l: not formatted:"; echo "$$unformatted"; exit 1; fi
	$(STATICCHECK) ./...
	$(NPM) run typecheck:scripts

## bench: performance targets, printed as tables
bench: deps
	$(GO) test -run '^$$' -bench . -benchtime 2s ./emulators/...
	$(GO) test -run '^$$' -bench Login -benchtime 20x ./functions/
	$(GO) test -run '^$$' -bench MonitorBulk -benchtime 1x -timeout 60m ./functions/
	$(GO) test -run '^$$' -bench OPPNP ./securityrules/
	$(MAKE) bench-scale
	$(NPM) run bench -w web

## bench-scale: the app at 100,000 folios (docs/performance.md): trigger cost, lists, live change, import; then an import
## of OPPNP_SCALE_IMPORT (100000) folios without list keys absorbed by the triggers (BenchmarkScaleImport, up to 10 min)
## OPPNP_SCALE_FOLIOS=small,large,import changes the sizes (1000,100000,10000); the lists measured are
## functions/testdata/scale-lists.json. Ports are random: no need to stop `make run`.
bench-scale: deps
	$(GO) test -run '^$$' -bench Scale -benchtime 1x -timeout 60m ./functions/

## seed-scale: write N realistic folios (default 100000) into the running suite (`make run`) as the owner
N ?= 100000
seed-scale:
	$(GO) run ./functions/cmd/seedscale -n $(N) $(SEED_FLAGS)

## lists-backfill: give folios written before the paged lists their list keys (ADR 0035; a named operator's key, ADR 0051)
## HOSTING and OPPNP_OPERATOR_KEY default to `make run`'s (:5000, the demo operator ana's key); PAGE_SIZE to 200. It prints each
## answer: {read, changed, complete, cursor}, or {code, message} in Spanish when refused. One call works about 40 s; the next
## goes on from the cursor the database keeps (ADR 0070), until complete. The key goes through stdin, not argv.
HOSTING ?= http://127.0.0.1:5000
OPPNP_OPERATOR_KEY ?= ana.demo-7f3c9a1e5b2d4068a1c3e5f7092b4d6e
PAGE_SIZE ?= 200
lists-backfill:
	@while :; do \
		out=$$(printf '{"key":"%s","pageSize":%d}' '$(OPPNP_OPERATOR_KEY)' '$(PAGE_SIZE)' | \
			curl -sS -X POST -H 'Content-Type: application/json' --data-binary @- '$(HOSTING)/api/monitor/lists') || exit 1; \
		echo "$$out"; \
		case "$$out" in *'"complete":false'*) ;; *) break ;; esac; \
	done

## deps: install Go modules and the npm workspace, each only if go.sum / the lockfile changed
deps: $(GO_STAMP) $(NPM_STAMP)

$(GO_STAMP): go.mod go.sum
	$(GO) mod download
	@mkdir -p $(@D)
	touch $@

# npm ci empties only the root node_modules; a package's own node_modules (left by the per-package
# installs of old, or nested by an earlier lock) would shadow the hoisted packages, so it goes too.
$(NPM_STAMP): package.json package-lock.json $(WORKSPACES:%=%/package.json)
	rm -rf $(WORKSPACES:%=%/node_modules)
	$(NPM) ci --no-audit --no-fund
	touch $@

## test-faults: the fault tier (docs/reliability.md): outages, SIGKILLed processes, slow gateway, bursts
## Its tests each start a suite of their own and mostly wait, so they run side by side, a process apiece (ADR 0086).
test-faults: deps
	GO=$(GO) tools/go-test-apart.sh -tags faults -timeout 20m ./functions '^TestFaults'

## test-go: go vet and every Go test (the emulators, the JS SDK conformance suites, the functions)
## go vet runs inside go test (-vet=all: every analyzer, as `go vet` runs them), on the packages it
## builds anyway, and four packages' tests run at once: most wait on a suite (ADR 0086).
test-go: deps
	$(GO) test -vet=all -p 4 -count=1 ./...

## test-web: lint, typecheck and the Vitest units of the SPA
test-web: $(NPM_STAMP)
	$(NPM) run check -w web

## test-jssdk: the official firebase JS SDK signs in with the login function's custom token
test-jssdk: deps
	$(GO) test -count=1 -tags jssdk -run JSSDK ./functions/

## test-rules: database.rules.json under @firebase/rules-unit-testing, against the Go emulator
test-rules: deps
	$(NPM) test -w securityrules

## test-e2e: Playwright journeys in Debian's Chromium, E2E_WORKERS workers (3) each against a suite of its
## own on free ports (web/e2e/README.md); screens land in web/test-results/screens/; then the demo journeys on a
## suite that imports functions/demo (playwright.demo.config.mjs). Both use the web/dist of build-web, built
## only when its inputs changed (`npm run e2e -w web` alone builds it itself).
test-e2e: deps $(WEB_STAMP)
	E2E_SKIP_BUILD=1 $(NPM) run e2e -w web
	E2E_SKIP_BUILD=1 $(NPM) run e2e:demo -w web

## rules: regenerate database.rules.json and its Go and TypeScript types from the folio contract
## (functions/internal/contract/folio.json → functions/internal/folio, web/src/lib/folio-contract.gen.ts),
## and docs/access.md from the functions' access table (functions/internal/access/routes.go)
rules:
	$(GO) run ./functions/cmd/rulesgen

# The first `## target: text` line of each target; a `## ` line after it is for readers of the Makefile.
## help: this list
help:
	@awk '/^## [a-z0-9-]+: / { t = $$2; sub(/:$$/, "", t); sub(/^## [a-z0-9-]+: /, ""); printf "  %-11s %s\n", t, $$0 }' $(MAKEFILE_LIST)
