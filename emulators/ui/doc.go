// Package ui is the suite's console (the Emulator UI port of firebase.json,
// 4000): one Spanish page with a small vanilla script, embedded, that shows
// what a developer or an operator needs to see without a cloud account.
//
//	GET  /                           the page (static/index.html, app.js, app.css)
//	GET  /api/overview               project, default namespace, service addresses
//	GET  /api/namespaces             the database namespaces
//	GET  /api/database/{ns}/{path…}  the data at path, read through the database's
//	                                 REST API as the owner; with Accept: text/event-stream
//	                                 the REST streaming (put/patch events) is relayed
//	GET  /api/rules/{ns}             the rules in force (the rules file when the
//	                                 database is not running)
//	GET  /api/denials                the last rule denials (the database logs them)
//	GET  /api/outbox                 the gateway simulator's outbox (SMS and emails)
//	GET|POST /api/logs               the log sink (package logsink)
//	GET  /api/remoteconfig/values|template, PUT /api/remoteconfig/parameters/{key}
//	                                 Remote Config (package remoteconfig) on the template file
//	POST /api/remoteconfig/toggle/{key}  {"enabled": bool}: flips a BOOLEAN parameter
//	                                 or the "enabled" member of a JSON one
//
// Only /api/logs answers other origins, and only loopback ones (the SPA
// ships its logs there); the rest is same-origin, since the database proxy
// reads as the owner. Every other state-changing request must be JSON from
// the console's own origin (sameorigin.go), so no other page can rewrite
// the Remote Config template.
package ui
