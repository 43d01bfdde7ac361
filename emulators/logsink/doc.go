// Package logsink is the suite's in-memory log store: a bounded ring of
// structured records from the SPA (POSTed by its monitoring adapter), the
// functions (their JSON stdout lines), the gateway simulator and the
// database (through the suite's slog handler, see Tee).
//
// Every record is normalised to one shape (time, level, message, source,
// route, promoterID, deviceId, requestId, folio, durationMs, status,
// fields) and masked before it is stored: CURP, RFC, CLABE and phone
// shapes are replaced by asterisks keeping the last four characters, in
// the message, the route and every string field at any depth, and whole
// values under personal keys (curp, rfc, phone, clabe…) are masked
// whatever their shape. This is defence in depth: the producers are
// expected to log no personal data in the first place.
//
// The HTTP handler serves
//
//	POST /api/logs   a JSON array of records (or one record) from the SPA,
//	                 any origin (CORS), stored with source "spa"
//	GET  /api/logs   ?folio=&promoterID=&level=&source=&requestId=&since=&limit=
//	                 newest first; level is a minimum (warn = warn + error)
package logsink
