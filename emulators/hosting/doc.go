// Package hosting emulates Firebase Hosting for the local suite: it serves
// the public directory (firebase.json hosting.public) with the hosting
// rewrites, as production does:
//
//   - Reserved paths under /__/ go to mounted handlers (Remote Config).
//   - An existing file wins over every rewrite; "/dir/" serves
//     "/dir/index.html".
//   - Otherwise the first rewrite whose source glob matches applies: a
//     function rewrite is proxied to the functions host at
//     /{project}/{region}/{functionId} plus the original path and query
//     (the function sees the original path, as in production), a
//     destination rewrite serves that file (the SPA fallback).
//   - hosting.headers: every rule whose source glob (or RE2 regex) matches
//     the request path sets its headers on the response, whatever serves
//     it (a file, a rewrite, a function's reply, a 404), in order, a later
//     rule winning for the same key, over what the server or the function
//     set. Globs take path.Match syntax per segment, "**" and the extglob
//     @(a|b); mounts under /__/ are not affected.
//   - Unless a header rule says otherwise, HTML is served with
//     Cache-Control: no-cache; fingerprinted assets (name-HASH.ext, as Vite
//     emits) are immutable for a year; other files get Hosting's default
//     max-age=3600.
//   - Compressible types (text, scripts, JSON, XML, SVG) are sent in the
//     coding Accept-Encoding prefers, Brotli over gzip on a tie, with
//     Vary: Accept-Encoding, a strong ETag per coding and the coded
//     Content-Length; images, fonts and archives are sent as they are.
//     Each file is read, hashed and compressed once (Precompress does the
//     whole build in the background at start) and again after a rebuild.
//
// With Options.Moved (the suite's --free-ports), every configured
// host:port that moved is rewritten to the actual one inside the meta
// elements of the HTML served (the page's Content-Security-Policy and the
// web app's emulator addresses), never in an inline script, whose text
// the policy pins by hash (addresses.go).
//
// When the public directory does not exist yet, every page answers with a
// Spanish notice telling the developer to build the web app (make run),
// while rewrites to functions and /__/ keep working.
package hosting
