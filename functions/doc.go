// Package functions registers OPPNP's Go functions with
// functions-framework-go: the HTTP function "api", which routes every
// /api/** path itself (Hosting rewrites /api/** to it with the original
// path), and the CloudEvent function "onRequestWritten" for the Realtime
// Database trigger on requests/{requestId}. Handlers are thin: they decode,
// authenticate and call the domain packages under internal/.
package functions
