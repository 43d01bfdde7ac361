// Package suite reads firebase.json and the command-line flags, starts each
// emulated service on its configured port and stops them in reverse order.
//
// It is the only package that knows every service; the services know nothing
// of each other except through the suite struct that composes them (database
// writes delivered to the functions host, for example).
package suite
