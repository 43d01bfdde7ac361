package gateway

import (
	"net/http"
	"slices"
)

// personaOverride is a run-time change to a staff persona made through
// /__admin/personas: a test blocks a promoter, or moves it between
// branches, while its session lives, to see the change reach the next
// branchesByPromotor. Unset fields keep the fixture's value.
type personaOverride struct {
	PromoterBlocked any      `json:"promoterBlocked,omitempty"`
	Branches        []string `json:"branches,omitempty"`
}

// personaJSON is a persona as /__admin/personas reports it.
type personaJSON struct {
	Username        string   `json:"username"`
	BpID            string   `json:"bpId"`
	PromoterBlocked any      `json:"promoterBlocked"`
	Branches        []string `json:"branches"`
}

// persona is u with its run-time override applied. Caller holds s.mu.
func (s *Server) persona(u *user) personaJSON {
	p := personaJSON{Username: u.Username, BpID: u.BpID, PromoterBlocked: u.PromoterBlocked, Branches: u.Branches}
	if o := s.st.personas[u.BpID]; o != nil {
		if o.PromoterBlocked != nil {
			p.PromoterBlocked = o.PromoterBlocked
		}
		if o.Branches != nil {
			p.Branches = o.Branches
		}
	}
	if p.Branches == nil {
		p.Branches = []string{}
	}
	return p
}

func (s *Server) personaRoutes() {
	a := s.admin
	a.HandleFunc("POST /__admin/personas/{username}", func(w http.ResponseWriter, r *http.Request) {
		u := s.fx.userByName[r.PathValue("username")]
		if u == nil {
			writeError(w, fail(http.StatusNotFound, CodeNotFound, "Persona no encontrada"))
			return
		}
		var req struct {
			PromoterBlocked any       `json:"promoterBlocked"`
			Branches        *[]string `json:"branches"`
		}
		if !adminDecode(w, r, &req) {
			return
		}
		if b := req.PromoterBlocked; b != nil && b != true && b != false && b != "true" && b != "false" {
			writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "promoterBlocked debe ser true, false, 'true' o 'false'"))
			return
		}
		if req.Branches != nil {
			for _, id := range *req.Branches {
				if s.fx.branchByID[id] == nil {
					writeError(w, fail(http.StatusBadRequest, CodeBadRequest, "Sucursal desconocida: "+id))
					return
				}
			}
		}
		s.mu.Lock()
		o := s.st.personas[u.BpID]
		if o == nil {
			o = &personaOverride{}
			s.st.personas[u.BpID] = o
		}
		if req.PromoterBlocked != nil {
			o.PromoterBlocked = req.PromoterBlocked
		}
		if req.Branches != nil {
			o.Branches = slices.Clone(*req.Branches)
			if o.Branches == nil {
				o.Branches = []string{}
			}
		}
		p := s.persona(u)
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, envelope{map[string]any{"persona": p}})
	})
	a.HandleFunc("GET /__admin/personas/{username}", func(w http.ResponseWriter, r *http.Request) {
		u := s.fx.userByName[r.PathValue("username")]
		if u == nil {
			writeError(w, fail(http.StatusNotFound, CodeNotFound, "Persona no encontrada"))
			return
		}
		s.mu.Lock()
		p := s.persona(u)
		s.mu.Unlock()
		writeJSON(w, http.StatusOK, envelope{map[string]any{"persona": p}})
	})
	a.HandleFunc("DELETE /__admin/personas", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.st.personas = map[string]*personaOverride{}
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
}
