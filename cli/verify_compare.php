<?php

declare(strict_types=1);

/*
 * scalar-types CLI: what verify compares between the run as it is and the
 * run forced strict, apart from TypeErrors: test outcomes per test (a
 * PHPUnit command's JUnit XML log), or output line by line less the lines
 * that differ between two runs as it is (a clock, a memory figure, a pid).
 */

namespace ScalarTypes\Cli;

/** Where PHPUnit is in $command (phpunit, vendor/bin/phpunit, phpunit.phar, after php …), or null. */
function phpunit_at(array $command): ?int
{
    foreach ($command as $i => $a) {
        if (preg_match('~(^|/)phpunit(\.phar)?$~', $a)) {
            return $i;
        }
    }
    return null;
}

/** $command with --log-junit FILE right after PHPUnit's name (before its arguments, where every version reads options). */
function with_junit(array $command, int $at, string $file): array
{
    return [...array_slice($command, 0, $at + 1), '--log-junit', $file, ...array_slice($command, $at + 1)];
}

/**
 * A JUnit XML log's outcome per test: "Class::test with data set #1" =>
 * passed|failure|error|skipped. Null when there is no log or it cannot be
 * read (the run died before PHPUnit wrote it).
 */
function junit_outcomes(string $file): ?array
{
    if (!is_file($file) || !class_exists(\DOMDocument::class)) {
        return null;
    }
    $doc = new \DOMDocument();
    $prev = libxml_use_internal_errors(true);
    $ok = $doc->load($file, LIBXML_NONET);
    libxml_clear_errors();
    libxml_use_internal_errors($prev);
    if (!$ok) {
        return null;
    }
    $out = [];
    foreach ($doc->getElementsByTagName('testcase') as $tc) {
        $name = ($tc->getAttribute('class') ?: $tc->getAttribute('classname')) . '::' . $tc->getAttribute('name');
        $outcome = 'passed';
        foreach ($tc->childNodes as $c) {
            if ($c instanceof \DOMElement && in_array($c->tagName, ['failure', 'error', 'skipped'], true)) {
                $outcome = $c->tagName;
                break;
            }
        }
        // the same name twice (a test run twice): each keeps its own outcome
        for ($k = $name, $n = 2; isset($out[$k]); $n++) {
            $k = "$name (#$n)";
        }
        $out[$k] = $outcome;
    }
    return $out;
}

/** Each test whose outcome forcing changed, as "name: as is → forced strict". */
function junit_differences(array $a, array $b): array
{
    $diff = [];
    foreach ($a + $b as $name => $_) {
        $x = $a[$name] ?? 'not run';
        $y = $b[$name] ?? 'not run';
        if ($x !== $y) {
            $diff[] = "$name: $x as is, $y forced strict";
        }
    }
    return $diff;
}

/**
 * Output compared line by line, the command's own variation left out:
 * a line that differs between the two runs as it is ($a, $a2) is
 * volatile. Returns [difference or null, note or null].
 */
function output_difference(string $what, string $a, string $a2, string $b): array
{
    $la = explode("\n", $a);
    $la2 = explode("\n", $a2);
    $lb = explode("\n", $b);
    if (count($la) !== count($la2)) {
        return [null, sprintf('%s not compared: %d lines in one run as it is, %d in the other', $what, count($la), count($la2))];
    }
    $volatile = array_keys(array_diff_assoc($la, $la2));
    $note = $volatile ? sprintf('%s: %d line(s) that differ between two runs as it is ignored (line %s)', $what, count($volatile),
        implode(', ', array_map(fn($i) => $i + 1, array_slice($volatile, 0, 5))) . (count($volatile) > 5 ? ', …' : '')) : null;
    $volatile = array_flip($volatile);
    for ($i = 0; $i < max(count($la), count($lb)); $i++) {
        if (!isset($volatile[$i]) && ($la[$i] ?? null) !== ($lb[$i] ?? null)) {
            $show = fn(?string $l) => $l === null ? '(no line)' : json_encode(strlen($l) > 100 ? substr($l, 0, 100) . '…' : $l, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
            return [sprintf("%s differs from line %d: %s as is, %s forced strict", $what, $i + 1, $show($la[$i] ?? null), $show($lb[$i] ?? null)), $note];
        }
    }
    return [null, $note];
}
