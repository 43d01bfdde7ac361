// Package clock is the functions' one notion of time: the Clock every
// domain is given, the wall clock the database rules agree with, the
// business clock tests and the gateway simulator may shift, and the one
// America/Mexico_City location the business days and hours are counted in
// (docs/adr/0063-one-clock-and-typed-letter-service.md). No other package
// under functions/internal calls time.Now or names the zone (deps_test.go).
package clock
