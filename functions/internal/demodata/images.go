package demodata

import (
	"bytes"
	"hash/fnv"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"strings"
)

// The images are drawn once (demogen -images) and committed: the export
// hashes the committed bytes, so a change in the JPEG encoder never makes
// the registered hashes stale.

var (
	white = color.RGBA{255, 255, 255, 255}
	ink   = color.RGBA{30, 30, 40, 255}
	grey  = color.RGBA{110, 110, 120, 255}
	pen   = color.RGBA{20, 40, 130, 255}
)

func pick[T any](seed uint32, from []T) T { return from[seed%uint32(len(from))] }

func seedOf(s string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(s))
	return h.Sum32()
}

var (
	skins  = []color.RGBA{{224, 172, 130, 255}, {198, 134, 94, 255}, {160, 104, 70, 255}, {236, 190, 150, 255}}
	hairs  = []color.RGBA{{40, 30, 25, 255}, {70, 50, 35, 255}, {150, 150, 150, 255}, {210, 210, 210, 255}}
	shirts = []color.RGBA{{40, 70, 120, 255}, {120, 40, 50, 255}, {60, 110, 70, 255}, {90, 90, 100, 255}}
	walls  = []color.RGBA{{230, 226, 215, 255}, {214, 226, 234, 255}, {236, 228, 236, 255}}
)

// face draws a head and shoulders filling a w×h box at (x, y).
func face(img *image.RGBA, x, y, w, h int, p Person) {
	img = img.SubImage(image.Rect(x, y, x+w, y+h)).(*image.RGBA) // nothing drawn outside the box
	s := seedOf(p.CURP)
	skin, hair, shirt := pick(s, skins), pick(s>>3, hairs), pick(s>>6, shirts)
	cx, cy, r := x+w/2, y+h*2/5, w/4
	disc(img, cx, y+h, w/2, h*2/5, shirt)
	rect(img, cx-r/3, cy+r, r*2/3, r/2, skin)
	disc(img, cx, cy-r/5, r+r/6, r+r/8, hair)
	if p.Sex == "M" { // longer hair
		rect(img, cx-r-r/6, cy-r/5, 2*r+r/3, r+r/2, hair)
	}
	disc(img, cx, cy, r, r+r/5, skin)
	disc(img, cx-r*2/5, cy-r/6, r/8+1, r/12+1, ink)
	disc(img, cx+r*2/5, cy-r/6, r/8+1, r/12+1, ink)
	rect(img, cx-r/3, cy+r/2, r*2/3, 2+r/20, color.RGBA{150, 60, 60, 255})
}

func canvas(w, h int, bg color.Color) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rect(img, 0, 0, w, h, bg)
	return img
}

func encode(img image.Image) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 60}); err != nil {
		panic(err) // an in-memory RGBA always encodes
	}
	return b.Bytes()
}

// IneFront is the front of the person's voting card (credencial para votar).
func IneFront(p Person) []byte {
	img := canvas(480, 300, color.RGBA{244, 226, 232, 255})
	rect(img, 0, 0, 480, 46, color.RGBA{160, 30, 90, 255})
	text(img, 12, 8, 2, white, "MEXICO   INSTITUTO NACIONAL ELECTORAL")
	text(img, 12, 28, 1, white, "CREDENCIAL PARA VOTAR")
	rect(img, 14, 60, 132, 168, color.RGBA{250, 250, 250, 255})
	face(img, 16, 62, 128, 164, p)
	lines := []struct{ label, value string }{
		{"NOMBRE", p.First}, {"", p.Second}, {"", p.Names},
		{"DOMICILIO", p.Address}, {"CURP", p.CURP},
		{"FECHA DE NACIMIENTO", p.Birth[8:10] + "/" + p.Birth[5:7] + "/" + p.Birth[:4]},
		{"SEXO", p.Sex},
	}
	y := 62
	for _, l := range lines {
		if l.label != "" {
			text(img, 160, y, 1, grey, l.label)
			y += 10
		}
		text(img, 160, y, 2, ink, l.value)
		y += 20
	}
	text(img, 14, 262, 1, grey, "CLAVE DE ELECTOR")
	text(img, 14, 274, 2, ink, electorKey(p))
	rect(img, 400, 232, 64, 56, color.RGBA{200, 170, 190, 255})
	return encode(img)
}

// IneBack is the back of the card: the barcode and the machine-readable zone.
func IneBack(p Person) []byte {
	img := canvas(480, 300, color.RGBA{236, 230, 240, 255})
	s := seedOf(p.CURP + "back")
	for x := 20; x < 300; x += 3 {
		if (s>>(uint(x)%29))&1 == 1 || x%7 == 0 {
			rect(img, x, 24, 2, 70, ink)
		}
	}
	rect(img, 330, 20, 130, 130, white)
	for i := range 13 {
		for j := range 13 {
			if (seedOf(p.CURP+string(rune('a'+i))+string(rune('a'+j)))>>11)%2 == 0 {
				rect(img, 335+i*9, 25+j*9, 9, 9, ink)
			}
		}
	}
	text(img, 20, 110, 1, grey, "FIRMA")
	signatureStroke(img, 20, 124, 260, 50, p, 2)
	rect(img, 0, 196, 480, 104, white)
	plain := strings.ReplaceAll(unaccent.Replace(strings.ToUpper(p.First+"<"+p.Second+"<<"+p.Names)), " ", "<")
	mrz := []string{
		"IDMEX" + electorKey(p)[:10] + "<<" + p.CURP[:8],
		p.Birth[2:4] + p.Birth[5:7] + p.Birth[8:10] + p.Sex + "3112319MEX<<<<<<",
		plain,
	}
	for i, l := range mrz {
		if len(l) > 37 {
			l = l[:37]
		}
		text(img, 16, 208+i*30, 2, ink, l)
	}
	return encode(img)
}

// Selfie is the customer's photo for the biometric check (action 1).
func Selfie(p Person) []byte {
	img := canvas(300, 400, pick(seedOf(p.CURP)>>9, walls))
	face(img, 20, 40, 260, 360, p)
	return encode(img)
}

// LifeTest is the life-test frame: the face inside the oval guide.
func LifeTest(p Person) []byte {
	img := canvas(300, 400, color.RGBA{40, 44, 52, 255})
	face(img, 30, 50, 240, 330, p)
	for a := 0.0; a < 2*math.Pi; a += 0.01 {
		x, y := 150+int(110*math.Cos(a)), 190+int(150*math.Sin(a))
		rect(img, x-2, y-2, 4, 4, color.RGBA{80, 200, 120, 255})
	}
	text(img, 46, 370, 2, white, "PRUEBA DE VIDA OK")
	return encode(img)
}

// Signature is the customer's autograph on the signature pad (actions 2, 4).
func Signature(p Person) []byte {
	img := canvas(480, 180, white)
	rect(img, 30, 140, 420, 2, grey)
	signatureStroke(img, 40, 30, 400, 100, p, 3)
	text(img, 30, 150, 2, grey, p.Names+" "+p.First)
	return encode(img)
}

// signatureStroke draws a cursive-looking line, the same for the same person.
func signatureStroke(img *image.RGBA, x, y, w, h int, p Person, width int) {
	s := seedOf(p.CURP + "firma")
	f1, f2 := 3+float64(s%5), 7+float64((s>>4)%6)
	for i := 0; i <= 2000; i++ {
		t := float64(i) / 2000
		px := x + int(t*float64(w)) + int(12*math.Sin(t*f2*2*math.Pi))
		py := y + h/2 + int(float64(h)/2.4*math.Sin(t*f1*2*math.Pi)*math.Cos(t*math.Pi))
		rect(img, px, py, width, width, pen)
	}
}

// electorKey is an 18-character clave de elector in the INE's shape.
func electorKey(p Person) string {
	n := unaccent.Replace(strings.ToUpper(p.First + p.Second + p.Names))
	n = strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r
		}
		return -1
	}, n)
	for len(n) < 6 {
		n += "X"
	}
	return n[:6] + p.Birth[2:4] + p.Birth[5:7] + p.Birth[8:10] + "09" + p.Sex + "700"
}
