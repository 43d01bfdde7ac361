# Thin aliases only; each tier's real command lives next to its code.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
DATA ?= .data/rtdb

.PHONY: run test bench deps test-go test-web test-conformance test-e2e build-web

## run: the whole app locally on the embedded emulator suite, with demo data
run: deps build-web
	$(GO) run ./emulators --data $(DATA)

## test: every test tier
test: deps test-go

## bench: performance targets, printed as tables
bench: deps
	$(GO) test -run '^$$' -bench . -benchtime 2s ./emulators/...

deps:
	$(GO) mod download

test-go:
	$(GO) vet ./...
	$(GO) test -count=1 ./...
