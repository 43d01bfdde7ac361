package demodata

import (
	"fmt"
	"slices"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/trigger"
)

const fn = trigger.FunctionsUID

// run walks the plan's path: each move writes what the step left carries.
func (b *builder) run() error {
	path := b.plan.path
	if err := b.create(); err != nil {
		return err
	}
	for i := 1; i < len(path); i++ {
		if err := b.move(path[i-1], path[i]); err != nil {
			return err
		}
	}
	return b.finish()
}

func (b *builder) promoter() string { return "bp:" + b.plan.promoter }

// staff is the admin who works the folio: gerente1 (every demo branch).
func (b *builder) staff() string { return "bp:" + gerente1 }

func (b *builder) create() error {
	p, by := b.person, b.promoter()
	b.write(by, folio.StatusCreated, func(t map[string]any) {
		t["id"], t["uuid"], t["currentPromoterBpId"] = b.id, "", b.plan.promoter
		t["createdAt"], t["createdBy"] = b.at, by
		t["taskIdCnca"], t["taskId"], t["folioIt"], t["bioprocess"] = "", "", fmt.Sprintf("IT-%04d", b.n), false
		t["typeSaleAndOrigin"] = "Interna - V. Asistida"
		t["curp"], t["rfc"] = p.CURP, p.RFC
		t["client"] = map[string]any{"names": p.Names, "firstLastName": p.First, "secondLastName": p.Second,
			"fullName": p.FullName(), "birthDate": p.Birth, "gender": p.Gender, "nss": p.NSS,
			"email": p.Email, "phone": p.Phone}
	})
	return nil
}

// perceptions is the customer's monthly pension, the same on every run.
func (b *builder) perceptions() float64 { return float64(14000 + 500*(seedOf(b.person.CURP)%24)) }

// product is the offer's product: SEP, CNCA or the IMSS pension loan (fixtures.json).
func (b *builder) product() (group, item, agreement, name string, tasa, cat float64) {
	switch {
	case b.plan.sep:
		return "Gobierno", "SEP Ciudad de México", "SEP Ciudad de México", "Crédito Nómina SEP", 39.99, 54.2
	case slices.Contains(b.plan.path, folio.StatusInternalCNCAProcess):
		return "IMSS", "Pensionados", "IMSS Pensionados Ley 73", "Compra de Cartera Interna Pensionados IMSS", 32.5, 41.8
	}
	return "IMSS", "Pensionados", "IMSS Pensionados Ley 73", "Crédito Pensionados IMSS", 36.5, 48.7
}

// credits are the credits the customer settles: the persona's, or one
// with another lender.
func (b *builder) credits() []Credit {
	if len(b.person.Credits) > 0 {
		return b.person.Credits
	}
	return []Credit{{CreditID: fmt.Sprintf("CR-DEMO-%04d", b.n), Lender: "Financiera del Norte",
		Balance: 14250.5, Payment: 980, Internal: false}}
}

// leave is what the step `from` writes when the folio leaves it.
func (b *builder) leave(from folio.Status, t map[string]any) {
	p := b.person
	switch from {
	case folio.StatusCapacitySimulator:
		per := b.perceptions()
		ded := float64(int(per*0.18/10) * 10)
		t["capacitySimulator"] = map[string]any{"perceptions": per, "deductions": ded,
			"paymentCapacity": fmt.Sprintf("%.2f", (per-ded)*0.3)}
	case folio.StatusQuoter:
		group, item, agreement, product, tasa, cat := b.product()
		t["offer"] = map[string]any{"quoter": map[string]any{
			"agreement": map[string]any{"branch": map[string]any{"branchID": b.plan.branch},
				"agreementGroup": group, "agreementItem": item, "name": agreement},
			"amount": b.plan.amount, "term": b.plan.term, "payment": payment(b.plan.amount, b.plan.term, tasa),
			"tasa": tasa, "cat": cat, "product": product}}
	case folio.StatusContactInformation:
		t["contact"] = map[string]any{"email": p.Email, "phone": p.Phone, "mobilePhone": p.Phone}
	case folio.StatusSettleCredits:
		credits, total := map[string]any{}, 0.0
		for i, c := range b.credits() {
			credits[fmt.Sprintf("c%d", i+1)] = map[string]any{"creditId": c.CreditID, "lender": c.Lender,
				"balance": c.Balance, "payment": c.Payment, "internal": c.Internal}
			total += c.Balance
		}
		t["settleCredits"] = map[string]any{"count": len(credits), "totalToSettle": round2(total), "credits": credits}
	case folio.StatusDepositIndividuals:
		t["deposit"] = map[string]any{"paymentMethod": 6, "bankCode": p.CLABE[:3], "clabe": p.CLABE}
	case folio.StatusLcom:
		letters := map[string]any{}
		for i, c := range b.credits() {
			letters[fmt.Sprintf("c%d", i+1)] = map[string]any{"creditId": c.CreditID, "lender": c.Lender,
				"letterFolio": fmt.Sprintf("2026-%08d", b.n*100+i), "amount": c.Balance, "validUntil": "2026-12-31"}
		}
		t["lcom"] = map[string]any{"letters": letters}
	case folio.StatusClientReference:
		r1, r2 := madeUpPerson(b.n+3), madeUpPerson(b.n+11)
		t["references"] = map[string]any{
			"ref1": map[string]any{"names": r1.Names, "firstLastName": r1.First, "secondLastName": r1.Second,
				"fullName": r1.FullName(), "phone": r1.Phone, "relationship": "Hijo(a)"},
			"ref2": map[string]any{"names": r2.Names, "firstLastName": r2.First, "secondLastName": r2.Second,
				"fullName": r2.FullName(), "phone": r2.Phone, "relationship": "Vecino(a)"},
		}
	case folio.StatusMedicalQuestion:
		set(t, "questionnaires/medical", map[string]any{"savedBy": b.promoter(), "savedAt": b.at,
			"answers": map[string]any{"health": "Buena", "conditions": "Ninguna", "treatment": "No", "hospital": "No"}})
	case folio.StatusGeneralData:
		t["employmentData"] = map[string]any{"cotizaEn": "IMSS", "tipoEmpleado": "Pensionado",
			"tipoContrato": "Pensión", "sueldoMensual": b.perceptions()}
	}
}

// move writes the folio's move from → to, with its writers' side writes.
func (b *builder) move(from, to folio.Status) error {
	staff, cust := b.staff(), func() string { return b.customer() }
	switch {
	case from == folio.StatusLetterLibranza:
		if err := b.signLetter(); err != nil {
			return err
		}
		b.write(b.promoter(), to, func(map[string]any) {})
	case from.Group() == folio.GroupCapture && (to.Group() == folio.GroupCapture || to == folio.StatusInternalCNCAProcess):
		b.write(b.promoter(), to, func(t map[string]any) {
			b.leave(from, t)
			if to == folio.StatusInternalCNCAProcess {
				t["cnca"] = map[string]any{"code": "E0001"}
			}
		})
		if to == folio.StatusDocuments {
			for _, k := range []string{"ineFront", "ineBack"} {
				if err := b.register(k, b.promoter()); err != nil {
					return err
				}
			}
		}
	case to == folio.StatusWaitingProcessCustomer:
		b.write(b.promoter(), to, func(map[string]any) {})
		b.issueLink(1)
	case to == folio.StatusBioprocess:
		b.open(from)
		b.write(cust(), from, func(t map[string]any) {
			set(t, "customerSteps/consent", map[string]any{"done": true, "customField": 1013, "at": b.at})
		})
		b.write(fn, from, func(t map[string]any) {
			set(t, "customerSteps/otp", map[string]any{"done": true, "customField": 1014,
				"gatewayId": fmt.Sprintf("OTP-DEMO-%04d", b.n), "at": b.at})
		})
		for _, k := range []string{"lifeTest", "selfie"} {
			if err := b.register(k, cust()); err != nil {
				return err
			}
		}
		b.write(cust(), to, func(map[string]any) {})
		b.write(fn, to, func(t map[string]any) { t["bioprocess"] = true })
	case from == folio.StatusBioprocess:
		result := map[folio.Status]string{folio.StatusFileValidation: "ACEPTADO",
			folio.StatusBiometricValidation: "PENDIENTE", folio.StatusRejectionBiometric: "RECHAZADO"}[to]
		b.write(fn, to, func(t map[string]any) {
			set(t, "customerSteps/biometric", map[string]any{"result": result,
				"gatewayId": fmt.Sprintf("BIO-DEMO-%04d", b.n), "at": b.at})
			if result == "RECHAZADO" {
				t["statusReason"] = "Validación biométrica rechazada por el proveedor"
			}
		})
	case to == folio.StatusValidation:
		// Four-eyes: supervisor1 validates the documents, gerente1 sends the folio to signature.
		b.write("bp:"+supervis1, to, func(t map[string]any) { t["documentsValidatedBy"] = supervis1 })
	case to == folio.StatusDocumentsReprocessing:
		b.write(staff, to, func(t map[string]any) {
			t["statusReason"] = "La INE por el reverso no es legible; vuelve a tomar la foto con buena luz"
		})
		b.issueLink(5)
	case to == folio.StatusCaptureCorrection:
		// A return to capture: gerente1 asks the promoter to correct the phones (docs/contract.md).
		b.write(staff, to, func(t map[string]any) {
			t["statusReason"] = "El teléfono celular no corresponde al cliente"
			t["correction"] = map[string]any{"open": true, "writer": "promoter",
				"items":  map[string]any{"phone": "requested"},
				"reason": "El teléfono celular no corresponde al cliente", "requestedBy": gerente1, "requestedAt": b.at}
		})
	case to == folio.StatusUploadingDocuments:
		b.open(from)
		b.write(cust(), to, func(map[string]any) {})
	case to == folio.StatusRejectionDocuments:
		b.write(staff, to, func(t map[string]any) {
			t["statusReason"] = "La INE presentada está vencida"
		})
	case to == folio.StatusTool:
		b.write(staff, to, func(t map[string]any) {
			t["statusReason"] = "Resultado pendiente: revisar con la herramienta biométrica"
		})
	case to == folio.StatusIncidence:
		b.write(staff, to, func(t map[string]any) {
			t["statusReason"] = "La CLABE no corresponde al nombre del cliente"
		})
	case to == folio.StatusSentForSignature:
		action := 2
		if slices.ContainsFunc(b.plan.path, func(s folio.Status) bool {
			return s == folio.StatusVideocall || s == folio.StatusVideoRecording
		}) {
			action = 4
		}
		b.write(staff, to, func(t map[string]any) { t["requestedAction"] = action })
		b.issueLink(action)
	case to == folio.StatusWaitingSignature:
		b.open(from)
		b.write(cust(), to, func(map[string]any) {})
	case to == folio.StatusSignature:
		if err := b.register("signature", cust()); err != nil {
			return err
		}
		b.write(cust(), to, func(map[string]any) {})
	case to == folio.StatusRejectionSignature:
		b.write(cust(), to, func(map[string]any) {})
	case to == folio.StatusVideocall:
		b.write(cust(), to, func(map[string]any) {})
	case to == folio.StatusVideoRecording:
		b.write(cust(), to, func(map[string]any) {})
	case to == folio.StatusSentCOX:
		by := cust()
		if from != folio.StatusSignature {
			by = fn
			outcome := map[folio.Status]string{folio.StatusVideocall: "CALL_ENDS_SUCCESSFULLY",
				folio.StatusVideoRecording: "VIDEO_RECORDED"}[from]
			b.write(fn, from, func(t map[string]any) {
				set(t, "customerSteps/video", map[string]any{"done": true, "outcome": outcome, "at": b.at})
			})
		}
		b.write(by, to, func(map[string]any) {})
		b.write(fn, to, func(t map[string]any) { t["probankNumber"] = fmt.Sprintf("PB-DEMO-%04d", b.n) })
	case to == folio.StatusComplete:
		b.write(fn, to, func(t map[string]any) { t["coxId"] = fmt.Sprintf("COX-DEMO-%04d", b.n) })
	case to == folio.StatusErrorSentCOX:
		msg := "Error al enviar la solicitud a COX"
		b.write(fn, to, func(t map[string]any) { t["statusReason"] = msg })
		b.coxError = map[string]any{"probankNumber": b.tree["probankNumber"], "attended": false, "message": msg,
			"requestId": b.id, "branch": b.plan.branch, "at": b.at}
	default:
		return fmt.Errorf("%w: no demo step %s → %s", ErrInput, from, to)
	}
	return nil
}
