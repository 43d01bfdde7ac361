// Package config reads the functions' runtime settings: environment
// variables set by the emulator suite's functions host or by the deploy, and
// Remote Config parameters (environment-prefixed keys: dev_, qa_ or none).
package config
