<?php

/** @generate-class-entries */

namespace {

	/**
	 * Predicts how a parameter declared as $type receives $value, in weak and
	 * in strict mode, and under the php9 rule set (weak, refusing what weak
	 * mode deprecates or warns about), without converting anything; "rules"
	 * gives every preset's outcome (accept, deprecate, reject) for a weak
	 * caller (docs/presets.md).
	 */
	function scalar_types_check(mixed $value, string $type, bool $internal = false): array {}

	/** Every file and eval()'d string compiled in this request, with its strict_types state. */
	function scalar_types_files(): array {}

	function scalar_types_file_mode(string $file): ?array {}

	/** The compare report so far, as written to scalar_types.report_file. */
	function scalar_types_report(): array {}

	function scalar_types_reset(): void {}
}

namespace ScalarTypes {
	/**
	 * Compare mode inserts calls to these where the compiler would hide a
	 * receipt (return values, typed property writes); they return $value.
	 * @internal
	 */
	function observe_return(mixed $value): mixed {}

	/** @internal */
	function observe_property(string $variable, string $property, mixed $value, int $operation = 0, ?string $class = null): mixed {}

	/** @internal */
	function observe_list(array $targets, mixed $value): mixed {}

	/** @internal */
	function observe_static_property(string $class, string $property, mixed $value, int $operation = 0): mixed {}

	/** @internal */
	function observe_reference(string $variable, mixed $value, int $operation = 0): mixed {}

	/** @internal */
	function observe_return_reference(mixed $source, int $operation): null {}

	/** @internal */
	function observe_element_reference(string $variable, string $key, mixed $value, int $operation = 0): mixed {}

	/**
	 * Holds a write target's object or name that only an expression gives
	 * (`f()->p = …`, `$o->{$a . $b} = …`) for the probe that follows.
	 * @internal
	 */
	function stash(mixed $value, int $id, ?string $variable = null, ?string $property = null, int $operation = 0, ?string $class = null): mixed {}
}
