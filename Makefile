# Thin aliases only; each tier's real command lives next to its code.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
DATA ?= .data/rtdb

.PHONY: run test bench deps test-go test-jssdk test-rules rules

## run: the whole app locally on the embedded emulator suite, with demo data
run: deps
	$(GO) run ./emulators --data $(DATA)

## test: every test tier
test: deps test-go test-jssdk test-rules

## bench: performance targets, printed as tables
bench: deps
	$(GO) test -run '^$$' -bench . -benchtime 2s ./emulators/...
	$(GO) test -run '^$$' -bench Login -benchtime 20x ./functions/

deps:
	$(GO) mod download
	$(NPM) ci --prefix securityrules --no-audit --no-fund
	$(NPM) ci --prefix emulators/conformance --no-audit --no-fund
	$(NPM) ci --prefix functions/jssdk --no-audit --no-fund

test-go:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

## test-jssdk: the official firebase JS SDK signs in with the login function's custom token
test-jssdk:
	$(GO) test -count=1 -tags jssdk -run JSSDK ./functions/

## test-rules: database.rules.json under @firebase/rules-unit-testing, against the Go emulator
test-rules:
	$(NPM) test --prefix securityrules

## rules: regenerate database.rules.json from the lifecycle definition
rules:
	$(GO) run ./functions/cmd/rulesgen
