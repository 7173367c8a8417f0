<?php

declare(strict_types=1);

/*
 * scalar-types CLI: exit codes, usage errors, option parsing.
 */

namespace ScalarTypes\Cli;

const VERSION = '0.1.0';
const DEFAULT_DIR = '.scalar-types';
const EXIT_OK = 0;
const EXIT_NO_INPUT = 1;
const EXIT_USAGE = 2;
const EXIT_THRESHOLD = 3;


final class UsageError extends \RuntimeException
{
}

function err(string $msg): void
{
    fwrite(STDERR, "scalar-types: $msg\n");
}

/** Splits argv into options (with values) and positional arguments. */
function parse_args(array $args, array $withValue, array $flags): array
{
    $opts = [];
    $pos = [];
    for ($i = 0; $i < count($args); $i++) {
        $a = $args[$i];
        if ($a === '--') {
            $pos = array_merge($pos, array_slice($args, $i + 1));
            break;
        }
        if (str_starts_with($a, '--')) {
            [$name, $value] = str_contains($a, '=') ? explode('=', substr($a, 2), 2) : [substr($a, 2), null];
            if (in_array($name, $withValue, true)) {
                if ($value === null) {
                    if (!isset($args[$i + 1])) {
                        throw new UsageError("--$name needs a value");
                    }
                    $value = $args[++$i];
                }
                $opts[$name] = $value;
            } elseif (in_array($name, $flags, true)) {
                $opts[$name] = true;
            } else {
                throw new UsageError("unknown option --$name");
            }
            continue;
        }
        $pos[] = $a;
    }
    return [$opts, $pos];
}

/** A whole-number option's value (N >= 0); anything else is a usage error. */
function count_option(array $opts, string $name, int $default): int
{
    if (!isset($opts[$name])) {
        return $default;
    }
    if (!preg_match('/^\d{1,18}$/', $opts[$name])) {
        throw new UsageError("--$name {$opts[$name]}: not a whole number");
    }
    return (int) $opts[$name];
}
