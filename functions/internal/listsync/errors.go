package listsync

import "oppnp/functions/internal/refusal"

// ErrBadPageSize is returned for a backfill page size out of range.
var ErrBadPageSize = refusal.New("listsync: bad page size", 400, "BAD_PAGE_SIZE",
	"El tamaño de página debe estar entre 1 y 1000.")

// ErrIncomplete is returned when a backfill stops on a read or a write the
// database refused: what it wrote stays, and running it again goes on
// with the folios still missing their keys.
var ErrIncomplete = refusal.New("listsync: backfill incomplete", 503, "LISTS_BACKFILL_INCOMPLETE",
	"No se pudieron completar las claves de las listas. Ejecuta la acción de nuevo: continúa con las solicitudes que faltan.")
