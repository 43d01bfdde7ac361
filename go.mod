module oppnp

go 1.26
