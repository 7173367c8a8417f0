<?php

declare(strict_types=1);

/*
 * scalar-types CLI: the coercion kinds and the rule sets (presets) a report is
 * read under; the preset tables themselves are in the extension
 * (src/rules/presets.c), each record carries their outcome.
 */

namespace ScalarTypes\Cli;

const KIND_TEXT = [
    'int_to_float' => 'int passed as float (both modes widen)',
    'inexact_int_to_float' => 'int a float does not hold exactly, passed as float (both modes widen)',
    'float_to_int' => 'integral float to int',
    'fractional_float_to_int' => 'fractional float truncated to int (deprecated)',
    'numeric_string_to_int' => 'numeric string to int',
    'numeric_string_to_float' => 'numeric string to float',
    'inexact_int_string_to_float' => 'integer string a float does not hold exactly to float',
    'integral_float_string_to_int' => 'float string with an integral value to int ("1.0")',
    'exponent_string_to_int' => 'numeric string with an exponent to int ("1e3")',
    'whitespace_numeric_string_to_int' => 'numeric string with whitespace to int',
    'whitespace_numeric_string_to_float' => 'numeric string with whitespace to float',
    'fractional_string_to_int' => 'fractional numeric string truncated to int (deprecated)',
    'int_to_string' => 'int to string',
    'float_to_string' => 'float to string',
    'nan_to_string' => 'NAN to string (8.5 warns)',
    'bool_to_int' => 'bool to int',
    'bool_to_float' => 'bool to float',
    'bool_to_string' => 'bool to string',
    'int_to_bool' => 'int to bool',
    'float_to_bool' => 'float to bool',
    'nan_to_bool' => 'NAN to bool (8.5 warns)',
    'string_to_bool' => 'string to bool',
    'null_to_int' => 'null to int of an internal function (deprecated)',
    'null_to_float' => 'null to float of an internal function (deprecated)',
    'null_to_string' => 'null to string of an internal function (deprecated)',
    'null_to_bool' => 'null to bool of an internal function (deprecated)',
    'stringable_to_string' => 'Stringable object to string',
    'rejected' => 'a TypeError in both modes',
];

/*
 * Rule sets (presets): what a set of receipt rules does with each recorded
 * receipt. The extension writes every preset's outcome into each record
 * ("rules": accept, deprecate or reject; src/rules/presets.c, the tables and
 * their sources in docs/presets.md), so one run answers for every set. A
 * custom set is a preset with per-kind overrides: "strict,+numeric_string_to_int".
 */
const RULE_SETS = [
    'strict' => 'declare(strict_types=1) in every file',
    'php9' => 'PHP 9\'s announced removals: what 8.x deprecates or warns about at receipt, NAN on every version',
    'coercive-2015' => 'the Coercive Scalar Type Hints RFC (v0.60, 2015), one mode for all files',
    'bool-2025' => 'the 2025 RFC deprecating bool type juggling at receipt (its 8.5 stage: deprecations)',
    'unify-2021' => 'the "Unify typing modes" draft\'s prerequisites, one mode for all files',
];

/** Where each rule set's proposal stands (docs/presets.md says the same, with its sources). */
const RULE_STANDING = [
    'strict' => 'in PHP since 7.0 (Scalar Type Hints v0.5, accepted 2015): a per-file opt-in',
    'php9' => 'what accepted 8.x RFCs deprecated, announced for removal in PHP 9',
    'coercive-2015' => 'rejected in 2015 (php-src pull request 1125, closed "as RFC was rejected")',
    'bool-2025' => 'declined in 2025',
    'unify-2021' => 'still a draft (v0.2, 2021)',
];

/**
 * A rule set named on the command line: a preset, optionally followed by
 * +kind (accepted) and -kind (refused) overrides. Null and $why when the
 * text names no preset or an unknown kind.
 */
function parse_rules(string $text, ?string &$why = null): ?array
{
    $parts = array_map('trim', explode(',', $text));
    $base = array_shift($parts);
    if (!isset(RULE_SETS[$base])) {
        $why = "unknown rule set $base (" . implode(', ', array_keys(RULE_SETS)) . ')';
        return null;
    }
    $set = ['name' => $text, 'base' => $base, 'overrides' => []];
    foreach ($parts as $p) {
        $kind = substr($p, 1);
        if ($p === '' || ($p[0] !== '+' && $p[0] !== '-') || !isset(KIND_TEXT[$kind])) {
            $why = "bad override \"$p\" in rule set $text: +KIND or -KIND, KIND one of " . implode(', ', array_keys(KIND_TEXT));
            return null;
        }
        $set['overrides'][$kind] = $p[0] === '+' ? 'accept' : 'reject';
    }
    return $set;
}

/** What rule set $set (a preset name or parse_rules()'s array) does with site $s. */
function outcome(array $s, string|array $set): string
{
    if (is_array($set)) {
        return $set['overrides'][$s['coercion'] ?? 'rejected'] ?? outcome($s, $set['base']);
    }
    if (isset($s['rules'][$set]) && is_string($s['rules'][$set])) {
        return $s['rules'][$set];
    }
    // a record from before presets: strict and the engine's own php9 only
    return match (true) {
        !isset($s['coercion']) || $set === 'strict' => 'reject',
        $set === 'php9' && (isset($s['deprecation']) || isset($s['warning'])) => 'reject',
        default => 'accept',
    };
}

/** The "strict mode says" of a site strict mode accepts too (kept for a preset). */
const STRICT_ACCEPTS = '(strict mode accepts it too)';

/**
 * Whether rule set $set would break site $s: strict, every receipt strict
 * mode refuses (as strict_types=1 in every file); any other set, a receipt
 * that works today (a weak caller, weak mode accepts it) and that the set
 * refuses or deprecates. A TypeError the run already hits is no news.
 */
function breaks(array $s, string|array $set): bool
{
    if ((is_array($set) ? $set['base'] : $set) !== 'strict'
            && (($s['caller_mode'] ?? 'weak') !== 'weak' || !isset($s['coercion']))) {
        return false;
    }
    return outcome($s, $set) !== 'accept';
}
