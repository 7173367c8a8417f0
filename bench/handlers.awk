# Our functions' own instructions (exclusive, by symbol) in a callgrind
# output file: "function count" lines. Each instruction is booked to the
# function whose code it is, so a handler our hook tail-calls is not ours
# here (inclusive counts would book it to the hook). Names and objects come
# compressed: "(id) name" the first time, "(id)" after.
function name(s, table,    id) {
	id = s
	sub(/\).*/, ")", id)
	if (match(s, /^\([0-9]+\) /)) {
		table[id] = substr(s, RLENGTH + 1)
	}
	return id in table ? table[id] : s
}
/^ob=/  { ob = name(substr($0, 4), obs); next }
/^cob=/ { name(substr($0, 5), obs); next }
/^fn=/  { fn = name(substr($0, 4), fns); next }
/^cfn=/ { name(substr($0, 5), fns); next }
/^calls=/ { call = 1; next }
/^[0-9+*-]/ {
	# the line after calls= is the call's inclusive cost: not this function's
	if (call) { call = 0; next }
	if (ob ~ /scalar_types[^\/]*\.so$/) { f = fn; sub(/'[0-9]+$/, "", f); own[f] += $2 }
	next
}
END { for (f in own) print f, own[f] }
