// Package catalogue is the folio's document-type catalogue
// (docs/adr/0054-document-catalogue.md): for each type its id, the
// gateway's technicalName, its Spanish name, whether it is required, the
// most documents of it a folio holds, its accepted formats and its largest
// size. It is Remote Config's document_types parameter, read by the
// functions (which enforce it at registration) and by the screens (which
// offer it); Default is its value when the parameter is missing or bad.
package catalogue
