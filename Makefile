# Thin aliases only; each tier's real command lives next to its code.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
DATA ?= .data/rtdb

.PHONY: run test bench deps build-web test-go test-jssdk test-rules test-web test-e2e rules

## run: the whole app locally on the embedded emulator suite, with demo data
run: deps build-web
	@echo "OPPNP: http://127.0.0.1:5000/login · consola: http://127.0.0.1:4000 · logins de demostración en README.md (contraseña Demo.2026)"
	$(GO) run ./emulators --data $(DATA) --import functions/demo

## build-web: the SPA wired to the embedded emulator suite (web/.env.emulators), into web/dist
build-web:
	$(NPM) --prefix web run build:emulators

## test: every test tier
test: deps test-web test-go test-jssdk test-rules test-e2e

## bench: performance targets, printed as tables
bench: deps
	$(GO) test -run '^$$' -bench . -benchtime 2s ./emulators/...
	$(GO) test -run '^$$' -bench Login -benchtime 20x ./functions/
	$(GO) test -run '^$$' -bench MonitorBulk -benchtime 1x -timeout 60m ./functions/
	$(GO) test -run '^$$' -bench OPPNP ./securityrules/
	$(NPM) --prefix web run bench

deps:
	$(GO) mod download
	$(NPM) ci --prefix web --no-audit --no-fund
	$(NPM) ci --prefix securityrules --no-audit --no-fund
	$(NPM) ci --prefix emulators/conformance --no-audit --no-fund
	$(NPM) ci --prefix functions/jssdk --no-audit --no-fund

test-go:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

## test-web: lint, typecheck and the Vitest units of the SPA
test-web:
	$(NPM) --prefix web run check

## test-jssdk: the official firebase JS SDK signs in with the login function's custom token
test-jssdk:
	$(GO) test -count=1 -tags jssdk -run JSSDK ./functions/

## test-rules: database.rules.json under @firebase/rules-unit-testing, against the Go emulator
test-rules:
	$(NPM) test --prefix securityrules

## test-e2e: Playwright journeys in Debian's Chromium against the whole suite on the firebase.json
## ports (stop `make run` first); builds web/dist itself; screens land in web/test-results/screens/
test-e2e:
	$(NPM) --prefix web run e2e

## rules: regenerate database.rules.json, functions/internal/folio and web/src/lib/folio-contract.gen.ts
## from functions/internal/contract/folio.json
rules:
	$(GO) run ./functions/cmd/rulesgen
