package scaleseed

var (
	womenNames = []string{"María", "Guadalupe", "Juana", "Margarita", "Verónica", "Leticia", "Rosa", "Teresa",
		"Patricia", "Elena", "Alicia", "Sofía", "Carmen", "Laura", "Adriana", "Gabriela", "Martha", "Silvia", "Emma", "Luisa"}
	menNames = []string{"José", "Juan", "Francisco", "Antonio", "Jesús", "Miguel", "Pedro", "Alejandro", "Manuel",
		"Roberto", "Ricardo", "Fernando", "Jorge", "Luis", "Carlos", "Raúl", "Arturo", "Eduardo", "Sergio", "Enrique"}
	surnames = []string{"Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez",
		"Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez", "Torres", "Díaz", "Gutiérrez",
		"Ruiz", "Mendoza", "Aguilar", "Ortiz", "Moreno", "Castillo", "Romero", "Álvarez", "Méndez", "Chávez", "Rivera"}
	// RENAPO's two-letter codes of the birth state.
	states = []string{"AS", "BC", "BS", "CC", "CL", "CM", "CS", "CH", "DF", "DG", "GT", "GR", "HG", "JC", "MC",
		"MN", "MS", "NT", "NL", "OC", "PL", "QT", "QR", "SP", "SL", "SR", "TC", "TS", "TL", "VZ", "YN", "ZS"}
	origins = []string{"Interna - V. Asistida", "Interna - Sucursal", "Externa - Referido"}
)
