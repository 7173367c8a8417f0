<?php

declare(strict_types=1);

/*
 * scalar-types CLI: the explicit conversions weak mode made (fix --casts).
 * Each divergent site of a file is located in its source from the report's
 * file, line, callee and argument (tokens, never guessed: two candidates on
 * a line is a refusal), and gets the conversion that gives what weak mode
 * gave for the kinds the run saw there. A cast accepts more than weak mode
 * does ((int) 'abc' is 0), so a cast is written bare only where the
 * expression's type shows that no other value can reach it; elsewhere a
 * plain variable gets a guarded form that converts only what weak mode
 * would have converted and leaves the rest for strict mode to refuse.
 */

namespace ScalarTypes\Cli;

/**
 * The kinds a conversion reproduces: kind => [target type, guard]. The
 * guard admits exactly the values weak mode converts without a diagnostic
 * and the cast converts to the same value; every other value passes
 * unchanged and strict mode refuses it, as weak mode did (or would have
 * refused it had it warned). Numbers from numeric strings use unary plus,
 * which reads them as weak mode does: "1.5", "1e30" and
 * "9223372036854775808" become floats, which strict mode refuses for an
 * int, where (int) would truncate or saturate silently; "-0" becomes the
 * int 0, so 0.0 for a float, where (float) "-0" is -0.0.
 */
const CAST_KINDS = [
    'int_to_string' => ['string', 'int'],
    'float_to_string' => ['string', 'float'],
    'stringable_to_string' => ['string', 'stringable'],
    'numeric_string_to_int' => ['int', 'numeric'],
    'whitespace_numeric_string_to_int' => ['int', 'numeric'],
    'numeric_string_to_float' => ['float', 'numeric'],
    'whitespace_numeric_string_to_float' => ['float', 'numeric'],
];

/** Why a kind gets no conversion. */
function cast_kind_refusal(string $kind): string
{
    return match (true) {
        str_starts_with($kind, 'null_to_') => 'null juggling: a cast would hide what weak mode does with null (a TypeError, or a deprecation since 8.1 for a built-in)',
        str_starts_with($kind, 'bool_to_'), str_ends_with($kind, '_to_bool') => 'bool juggling: often a bug worth a look',
        str_starts_with($kind, 'fractional_'), str_starts_with($kind, 'nan_'), str_starts_with($kind, 'inexact_') => 'lossy: weak mode loses precision (with a deprecation or warning a cast would hide)',
        in_array($kind, ['float_to_int', 'integral_float_string_to_int', 'exponent_string_to_int'], true) => 'no conversion both gives this value and keeps weak mode\'s refusal of fractional and out-of-range values',
        default => "kind $kind: no conversion written for it",
    };
}

/** A file's tokens: [id, text, line, byte offset], and the matching bracket of each bracket. */
final class CastSource
{
    public array $t = [];
    public array $match = [];
    /** the indexes of the tokens that are not whitespace or comments */
    public array $sig = [];
    public array $sigAt = [];

    public function __construct(public string $code)
    {
        $off = 0;
        $line = 1;
        $stack = [];
        foreach (token_get_all($code) as $tok) {
            [$id, $text] = is_array($tok) ? [$tok[0], $tok[1]] : [$tok, $tok];
            $i = count($this->t);
            $this->t[] = [$id, $text, $line, $off];
            $off += strlen($text);
            $line += substr_count($text, "\n");
            if (!in_array($id, [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
                $this->sigAt[$i] = count($this->sig);
                $this->sig[] = $i;
            }
            if (in_array($id, ['(', '[', '{', T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES, T_ATTRIBUTE], true)) {
                $stack[] = $i;
            } elseif (in_array($id, [')', ']', '}'], true) && $stack) {
                $o = array_pop($stack);
                $this->match[$o] = $i;
                $this->match[$i] = $o;
            }
        }
    }

    /** The significant token after (or before) token $i, or -1. */
    public function next(int $i, int $dir = 1): int
    {
        $k = ($this->sigAt[$i] ?? $this->nearest($i, $dir)) + $dir;
        return $this->sig[$k] ?? -1;
    }

    private function nearest(int $i, int $dir): int
    {
        // $i is whitespace: the significant token on the side we come from
        for ($j = $i; $j >= 0 && $j < count($this->t); $j -= $dir) {
            if (isset($this->sigAt[$j])) {
                return $this->sigAt[$j];
            }
        }
        return $dir > 0 ? -1 : count($this->sig);
    }

    public function id(int $i): int|string
    {
        return $this->t[$i][0] ?? '';
    }

    public function text(int $a, int $b): string
    {
        return substr($this->code, $this->t[$a][3], $this->t[$b][3] + strlen($this->t[$b][1]) - $this->t[$a][3]);
    }

    /** The significant tokens of [$a, $b] split at depth-0 $seps. */
    public function split(int $a, int $b, array $seps): array
    {
        $parts = [];
        $start = $a;
        for ($i = $a; $i <= $b; $i++) {
            if (isset($this->match[$i]) && $this->match[$i] > $i) {
                $i = $this->match[$i];
                continue;
            }
            if (in_array($this->id($i), $seps, true)) {
                $parts[] = [$start, $i - 1];
                $start = $i + 1;
            }
        }
        $parts[] = [$start, $b];
        // trimmed to significant tokens; an empty part (a trailing comma) is dropped
        $out = [];
        foreach ($parts as [$x, $y]) {
            while ($x <= $y && !isset($this->sigAt[$x])) {
                $x++;
            }
            while ($y >= $x && !isset($this->sigAt[$y])) {
                $y--;
            }
            if ($x <= $y) {
                $out[] = [$x, $y];
            }
        }
        return $out;
    }
}

/** The tokens of a name (a function to call: without ext/tokenizer T_* are undefined, and report runs without it). */
function cast_name_tokens(): array
{
    return [T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE];
}

/** The last segment of a name, lowercased. */
function cast_short(string $name): string
{
    $p = strrpos($name, '\\');
    return strtolower($p === false ? $name : substr($name, $p + 1));
}

/**
 * The call to $function on $line whose argument is wanted: [open paren,
 * close paren] of its argument list, or why not.
 */
function cast_find_call(CastSource $s, int $line, string $function, ?int $k = null, ?int $n = null): array|string
{
    $method = str_contains($function, '::') ? cast_short(substr($function, strpos($function, '::') + 2)) : null;
    $fn = $method === null ? cast_short($function) : null;
    $found = [];
    foreach ($s->sig as $i) {
        [$id, $text, $l] = $s->t[$i];
        if ($l !== $line) {
            continue;
        }
        $open = $s->next($i);
        if ($open < 0 || $s->id($open) !== '(' || !isset($s->match[$open])) {
            continue;
        }
        $before = $s->next($i, -1);
        $prev = $before < 0 ? '' : $s->id($before);
        if ($method === '__construct' && $prev === T_NEW && (in_array($id, cast_name_tokens(), true) || $id === T_STATIC)) {
            $found[] = [$open, $s->match[$open]];
        } elseif ($method !== null && in_array($prev, [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON], true)
                && $id === T_STRING && strtolower($text) === $method) {
            $found[] = [$open, $s->match[$open]];
        } elseif ($fn !== null && in_array($id, cast_name_tokens(), true) && cast_short($text) === $fn
                && !in_array($prev, [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST], true)) {
            $found[] = [$open, $s->match[$open]];
        }
    }
    $what = ($method === '__construct' ? 'new ' . substr($function, 0, strpos($function, '::')) : $function) . '()';
    // several: the extension's count of the callee's calls on the line, and
    // which one this is, in source order; taken only when the counts agree
    if ($k !== null && $n !== null && count($found) === $n && $k >= 1 && $k <= $n) {
        return $found[$k - 1];
    }
    return match (count($found)) {
        1 => $found[0],
        0 => "no call to $what written on line $line (called by PHP, through a callback or a variable)",
        default => count($found) . " calls to $what on line $line: which one is not known",
    };
}

/** The argument expression [first, last] token for parameter $arg ($param), or why not. */
function cast_find_argument(CastSource $s, array $call, int $arg, ?string $param): array|string
{
    [$open, $close] = $call;
    $args = $open + 1 <= $close - 1 ? $s->split($open + 1, $close - 1, [',']) : [];
    foreach ($args as $k => [$a, $b]) {
        if ($s->id($a) === T_ELLIPSIS) {
            return $k + 1 <= $arg ? 'an unpacked (...) argument: no place to write a conversion' : $args[$arg - 1];
        }
        // a named argument: "name:" (a T_STRING or keyword, then ':')
        $colon = $s->next($a);
        if ($colon >= 0 && $colon <= $b && $s->id($colon) === ':' && is_int($s->id($a)) && preg_match('/^[a-z_][a-z0-9_]*$/i', $s->t[$a][1])) {
            if ($param !== null && strtolower($s->t[$a][1]) === strtolower($param)) {
                $start = $s->next($colon);
                return [$start, $b];
            }
            continue;
        }
        if ($k + 1 === $arg) {
            return [$a, $b];
        }
    }
    return "argument #$arg is not written at this call (a default value?)";
}

/** The expression [first, last] ending before a depth-0 terminator. */
function cast_expression_from(CastSource $s, int $start, array $stops): array|string
{
    if ($start < 0) {
        return 'no expression';
    }
    $last = -1;
    for ($i = $start; $i < count($s->t); $i++) {
        if (!isset($s->sigAt[$i])) {
            continue;
        }
        $id = $s->id($i);
        if (in_array($id, $stops, true) || ($id === T_CLOSE_TAG)) {
            break;
        }
        if (isset($s->match[$i]) && $s->match[$i] < $i) {
            // a closer of an enclosing bracket
            break;
        }
        $last = $i;
        if (isset($s->match[$i]) && $s->match[$i] > $i) {
            $i = $s->match[$i];
            $last = $i;
        }
    }
    return $last < 0 ? 'no expression' : [$start, $last];
}

/** The function or closure whose body holds token $i: [function token, by reference]. */
function cast_enclosing_function(CastSource $s, int $i): ?array
{
    $best = null;
    foreach ($s->sig as $f) {
        if ($f >= $i) {
            break;
        }
        if ($s->id($f) !== T_FUNCTION) {
            continue;
        }
        // the body: the first '{' after the parameter list (a ';' first: abstract)
        $paren = $f;
        while ($paren < $i && $s->id($paren) !== '(') {
            $paren++;
        }
        if (!isset($s->match[$paren])) {
            continue;
        }
        for ($b = $s->match[$paren]; $b < count($s->t) && !in_array($s->id($b), ['{', ';'], true); $b++) {
        }
        if ($s->id($b) === '{' && isset($s->match[$b]) && $b < $i && $s->match[$b] > $i) {
            $best = [$f, $s->id($s->next($f)) === '&' || $s->id($s->next($f)) === T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG];
        }
    }
    return $best;
}

/** The returned expression of the return statement (or arrow function) spanning $line, or why not. */
function cast_find_return(CastSource $s, int $line, string $function): array|string
{
    $found = [];
    foreach ($s->sig as $i) {
        $id = $s->id($i);
        if ($id === T_RETURN) {
            $e = cast_expression_from($s, $s->next($i), [';']);
        } elseif ($id === T_DOUBLE_ARROW && str_ends_with($function, '{closure}')) {
            // fn (...) => expr: the arrow after an fn's parameter list and return type
            $k = $s->next($i, -1);
            while ($k >= 0 && !in_array($s->id($k), [')', T_FN, ';', '{', '}', T_DOUBLE_ARROW], true)) {
                $k = $s->next($k, -1);
            }
            if ($k < 0 || $s->id($k) !== ')' || $s->id($s->next($s->match[$k] ?? 0, -1)) !== T_FN
                    && $s->id($s->next($s->next($s->match[$k] ?? 0, -1), -1)) !== T_FN) {
                continue;
            }
            $e = cast_expression_from($s, $s->next($i), [';', ',']);
        } else {
            continue;
        }
        if (is_string($e)) {
            continue;
        }
        $end = $s->t[$e[1]][2] + substr_count($s->t[$e[1]][1], "\n");
        if ($s->t[$i][2] <= $line && $line <= $end) {
            $found[] = [$i, $e];
        }
    }
    if (count($found) !== 1) {
        return count($found) === 0 ? "no return statement spans line $line" : count($found) . " return statements span line $line: which one is not known";
    }
    [$i, $e] = $found[0];
    if ($s->id($i) === T_RETURN && ($fn = cast_enclosing_function($s, $i)) !== null && $fn[1]) {
        return 'the function returns by reference: a conversion would return a value, not the reference';
    }
    return $e;
}

/** The right-hand side of the one plain assignment to property $prop on $line, or why not. */
function cast_find_property(CastSource $s, int $line, string $function): array|string
{
    $prop = strtolower(substr($function, strpos($function, '::$') + 3));
    $found = [];
    foreach ($s->sig as $i) {
        if ($s->t[$i][2] !== $line) {
            continue;
        }
        [$id, $text] = $s->t[$i];
        $prev = $s->id($s->next($i, -1));
        $named = ($id === T_STRING && in_array($prev, [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR], true) && strtolower($text) === $prop)
            || ($id === T_VARIABLE && $prev === T_DOUBLE_COLON && strtolower(substr($text, 1)) === $prop);
        if (!$named) {
            continue;
        }
        $op = $s->next($i);
        if ($op >= 0 && $s->id($op) === '=') {
            $found[] = $op;
        } elseif ($op >= 0 && in_array($s->id($op), [T_CONCAT_EQUAL, T_PLUS_EQUAL, T_MINUS_EQUAL, T_MUL_EQUAL, T_DIV_EQUAL, T_COALESCE_EQUAL, T_INC, T_DEC], true)) {
            return 'a compound assignment or ++/--: the conversion is the operator\'s';
        }
    }
    if (count($found) !== 1) {
        return !$found ? "no plain assignment to \$$prop written on line $line (a destructuring, a loop or a reference?)"
            : count($found) . " writes to \$$prop on line $line: which one is not known";
    }
    $rhs = $s->next($found[0]);
    if ($rhs >= 0 && $s->id($rhs) === '&') {
        return 'a reference binding: nothing to convert';
    }
    return cast_expression_from($s, $rhs, [';', ',', T_LOGICAL_AND, T_LOGICAL_OR, T_LOGICAL_XOR, T_DOUBLE_ARROW]);
}

/** One postfix chain ($a->b[1]->c(), name(...), a literal, a parenthesised group): a cast applies to all of it. */
function cast_is_operand(CastSource $s, int $a, int $b): bool
{
    $prevArrow = false;
    for ($i = $a; $i <= $b; $i = $s->next($i)) {
        if ($i < 0) {
            return false;
        }
        $id = $s->id($i);
        if (isset($s->match[$i]) && $s->match[$i] > $i) {
            if ($i === $a && $id !== '(') {
                return false;
            }
            $i = $s->match[$i];
            if ($i === $b) {
                return true;
            }
            continue;
        }
        $ok = in_array($id, [T_VARIABLE, T_LNUMBER, T_DNUMBER, T_CONSTANT_ENCAPSED_STRING, T_LINE, T_STRING, T_NAME_QUALIFIED,
            T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE, T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_STATIC, T_CLASS], true);
        if (!$ok || ($prevArrow && !in_array($id, [T_STRING, T_VARIABLE, T_CLASS], true))) {
            return false;
        }
        $prevArrow = in_array($id, [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON], true);
        if ($i === $b) {
            return !$prevArrow;
        }
    }
    return false;
}

/**
 * The types the expression [a, b] can have, when its form tells (a
 * literal, a cast, arithmetic, a built-in function's declared return
 * type), else null.
 */
function cast_static_types(CastSource $s, int $a, int $b): ?array
{
    $id = $s->id($a);
    if ($a === $b) {
        return match ($id) {
            T_LNUMBER, T_LINE => ['int'],
            T_DNUMBER => ['float'],
            T_CONSTANT_ENCAPSED_STRING => ['string'],
            default => null,
        };
    }
    $castTypes = [T_INT_CAST => 'int', T_DOUBLE_CAST => 'float', T_STRING_CAST => 'string', T_BOOL_CAST => 'bool'];
    if (isset($castTypes[$id]) && cast_is_operand($s, $s->next($a), $b)) {
        return [$castTypes[$id]];
    }
    // $this->prop of a property the enclosing class declares with a type
    if ($id === T_VARIABLE && $s->t[$a][1] === '$this' && ($arrow = $s->next($a)) >= 0 && $s->id($arrow) === T_OBJECT_OPERATOR
            && $s->next($arrow) === $b && $s->id($b) === T_STRING) {
        return cast_property_type($s, $a, $s->t[$b][1]);
    }
    // a call of a built-in function: its declared return type
    $open = $s->next($a);
    if (in_array($id, [T_STRING, T_NAME_FULLY_QUALIFIED], true) && $open >= 0 && $s->id($open) === '(' && ($s->match[$open] ?? -1) === $b) {
        $name = ltrim($s->t[$a][1], '\\');
        if (function_exists($name) && ($f = new \ReflectionFunction($name))->isInternal()) {
            $t = $f->hasReturnType() ? $f->getReturnType() : ($f->hasTentativeReturnType() ? $f->getTentativeReturnType() : null);
            if ($t === null) {
                return null;
            }
            $types = $t instanceof \ReflectionNamedType ? [$t->getName()] : array_map(fn($x) => (string) $x, $t->getTypes());
            if ($t->allowsNull() && !in_array('null', $types, true)) {
                $types[] = 'null';
            }
            return $types;
        }
        return null;
    }
    // arithmetic: an int or a float, or a TypeError before any conversion
    $arith = false;
    $plusLiteral = false;
    for ($i = $a; $i >= 0 && $i <= $b; $i = $s->next($i)) {
        $t = $s->id($i);
        if (isset($s->match[$i]) && $s->match[$i] > $i) {
            $i = $s->match[$i];
            continue;
        }
        if (in_array($t, ['-', '*', '/', '%', T_POW], true)) {
            $arith = true;
        } elseif ($t === '+') {
            $n = $s->next($i);
            $p = $s->next($i, -1);
            $plusLiteral = $plusLiteral || in_array($s->id($n), [T_LNUMBER, T_DNUMBER], true) || in_array($s->id($p), [T_LNUMBER, T_DNUMBER], true);
        } elseif (!in_array($t, [T_VARIABLE, T_LNUMBER, T_DNUMBER, T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_OBJECT_OPERATOR,
                T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_INT_CAST, T_DOUBLE_CAST, T_LINE, T_STATIC], true)) {
            return null;
        }
    }
    return $arith || $plusLiteral ? ['int', 'float'] : null;
}

/**
 * The declared type of property $name in the class whose body holds token
 * $at (a declaration, or a promoted constructor parameter), as a list of
 * types; null if not declared there with a type. A subclass cannot change
 * it, and the class's own code reads it without __get().
 */
function cast_property_type(CastSource $s, int $at, string $name): ?array
{
    $body = null;
    foreach ($s->sig as $c) {
        if ($c >= $at) {
            break;
        }
        if (in_array($s->id($c), [T_CLASS, T_TRAIT, T_ENUM], true) && $s->id($s->next($c, -1)) !== T_DOUBLE_COLON) {
            for ($o = $c; $o < $at && $s->id($o) !== '{'; $o++) {
            }
            if ($s->id($o) === '{' && ($s->match[$o] ?? -1) > $at) {
                $body = $o;
            }
        }
    }
    if ($body === null) {
        return null;
    }
    $found = null;
    for ($i = $s->next($body); $i >= 0 && $i < $s->match[$body]; $i = $s->next($i)) {
        // method bodies, and parameter lists but the constructor's (promoted properties)
        if (isset($s->match[$i]) && $s->match[$i] > $i && ($s->id($i) === '{' || $s->id($i) === '('
                && strtolower($s->t[$s->next($i, -1)][1]) !== '__construct')) {
            $i = $s->match[$i];
            continue;
        }
        if ($s->id($i) !== T_VARIABLE || $s->t[$i][1] !== "\$$name") {
            continue;
        }
        // the type written before it, after the modifiers
        $type = '';
        $modifier = false;
        for ($k = $s->next($i, -1); $k >= 0; $k = $s->next($k, -1)) {
            $t = $s->id($k);
            if (in_array($t, [T_STRING, T_ARRAY, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_STATIC, '|', '?'], true)) {
                $type = $s->t[$k][1] . $type;
                continue;
            }
            $modifier = in_array($t, [T_PUBLIC, T_PROTECTED, T_PRIVATE, T_READONLY, T_VAR], true);
            break;
        }
        if (!$modifier || $type === '' || $found !== null) {
            return null;
        }
        $found = $type;
    }
    if ($found === null || str_contains($found, '?')) {
        return null;
    }
    return array_map('strtolower', explode('|', $found));
}

/**
 * The conversion for one site: ['text' => replacement, 'form' => 'cast' |
 * 'guarded', 'why' => …] or a string: why none.
 */
function cast_form(CastSource $s, array $expr, array $kinds): array|string
{
    $targets = [];
    $guards = [];
    foreach ($kinds as $k) {
        if (!isset(CAST_KINDS[$k])) {
            return cast_kind_refusal($k);
        }
        [$targets[], $guards[]] = CAST_KINDS[$k];
    }
    $targets = array_unique($targets);
    if (count($targets) !== 1) {
        return 'the run saw conversions to ' . implode(' and ', $targets) . ' here: no one conversion gives both';
    }
    $target = $targets[0];
    $guards = array_values(array_unique($guards));
    [$a, $b] = $expr;
    $code = $s->text($a, $b);
    $types = cast_static_types($s, $a, $b);
    $exact = ['string' => ['int', 'float', 'string', 'bool', 'true', 'false']];
    // an int written in decimal: its string
    if ($a === $b && $target === 'string' && $s->id($a) === T_LNUMBER && preg_match('/^(0|[1-9][0-9]*)$/', $code)) {
        return ['text' => "'$code'", 'form' => 'literal', 'why' => 'an int literal: written as the string weak mode made of it'];
    }
    if ($types !== null && isset($exact[$target]) && !array_diff($types, $exact[$target])) {
        $operand = cast_is_operand($s, $a, $b) ? $code : "($code)";
        return ['text' => "($target) $operand", 'form' => 'cast',
            'why' => 'the expression is always ' . implode('|', $types) . ": the cast converts every such value as weak mode does"];
    }
    // a numeric string written as a literal: its one value
    if ($a === $b && $s->id($a) === T_CONSTANT_ENCAPSED_STRING && $target !== 'string' && !str_contains($code, '\\')
            && (str_starts_with($code, "'") || !str_contains($code, '$')) && is_numeric(substr($code, 1, -1))) {
        return ['text' => "($target) $code", 'form' => 'cast', 'why' => 'a literal: the cast gives its one value as weak mode does'];
    }
    if ($a === $b && $s->id($a) === T_VARIABLE && $s->t[$a][1] !== '$this') {
        $v = $s->t[$a][1];
        if ($target === 'string') {
            $cond = implode(' || ', array_map(fn($g) => $g === 'stringable' ? "$v instanceof \\Stringable" : "\\is_$g($v)", $guards));
            $conv = "(string) $v";
        } else {
            // unary plus, not (float): weak mode reads "-0" as the int 0, so 0.0, where (float) "-0" is -0.0
            $cond = "\\is_numeric($v)";
            $conv = "+$v";
        }
        return ['text' => "$cond ? $conv : $v", 'form' => 'guarded',
            'why' => "$v may hold values the run never saw: only " . implode(', ', array_map(fn($g) => match ($g) {
                'stringable' => 'Stringable objects', 'numeric' => 'numeric values', default => "{$g}s"}, $guards))
                . ' are converted' . ($target === 'int' ? ' (unary plus: a fractional or out-of-range string becomes a float, which strict mode refuses)' : '')
                . '; strict mode refuses everything else, as weak mode does'];
    }
    return "`$code` is not a plain variable and its type is not known: a cast would also convert values weak mode refuses (assign it to a variable first, or convert it by hand)";
}

/** One site's edit (appended to $edits) or refusal (to $refused); $k: which of the line's calls, when several. */
function cast_plan_site(CastSource $s, array $site, string $kind, ?int $k, array &$edits, array &$refused): void
{
    if (!empty($site['by_ref'])) {
        $refused[] = [$site, 'a by-reference parameter: the call must pass the variable itself (convert the variable before the call)'];
        return;
    }
    $expr = match ($kind) {
        'argument' => is_string($call = cast_find_call($s, $site['line'], $site['function'], $k, $site['calls_on_line'] ?? null)) ? $call
            : cast_find_argument($s, $call, (int) $site['arg'], $site['param'] ?? null),
        'return' => cast_find_return($s, $site['line'], $site['function']),
        'property' => str_contains($site['function'], '::$') ? cast_find_property($s, $site['line'], $site['function']) : 'not a property write written here',
        default => "a write through a reference: converting it would break the reference",
    };
    $form = is_string($expr) ? $expr : cast_form($s, $expr, $site['kinds']);
    if (is_string($form)) {
        $refused[] = [$site, $form];
        return;
    }
    $edits[] = [$s->t[$expr[0]][3], $s->t[$expr[1]][3] + strlen($s->t[$expr[1]][1]), $form['text'], $site, $form['form'], $form['why']];
}

/**
 * The plan for one file: its divergent sites (the strict rule set's, from
 * weak callers), each with its edit or the reason it has none. Returns
 * ['edits' => [[start, end, text, site, form, why]...], 'refused' =>
 * [[site, why]...], 'code' => the file with the edits].
 */
function cast_plan(Report $r, string $file, string $code): array
{
    // one location, every kind the run saw there
    $at = [];
    foreach ($r->sites as $site) {
        if ($site['file'] !== $file || ($site['caller_mode'] ?? 'weak') !== 'weak' || !isset($site['coercion'])) {
            continue;
        }
        $key = implode("\0", [$site['line'], $site['function'], $site['site'] ?? 'argument', $site['arg'] ?? 0, $site['param'] ?? '']);
        if (isset($at[$key])) {
            // the location's records: which of the line's calls, while every record knows
            $known = $at[$key]['site'];
            if (isset($known['calls_on_line'], $site['calls_on_line']) && $known['calls_on_line'] === $site['calls_on_line']) {
                $at[$key]['site']['call_on_line'] = array_values(array_unique(array_merge($known['call_on_line'], $site['call_on_line'])));
            } else {
                unset($at[$key]['site']['call_on_line'], $at[$key]['site']['calls_on_line']);
            }
        }
        $at[$key] ??= ['site' => $site, 'kinds' => [], 'count' => 0];
        $at[$key]['kinds'][$site['coercion']] = true;
        $at[$key]['count'] += $site['count'];
    }
    $s = new CastSource($code);
    $edits = $refused = [];
    foreach ($at as $loc) {
        $site = $loc['site'] + ['kinds' => array_keys($loc['kinds']), 'calls' => $loc['count']];
        $kind = $site['site'] ?? 'argument';
        // several of the line's calls diverged: a conversion at each (the kinds seen
        // at any of them: each form converts only what weak mode converts alike)
        $calls = $kind === 'argument' && isset($site['calls_on_line']) ? $site['call_on_line'] : [null];
        foreach ($calls as $k) {
            cast_plan_site($s, $site, $kind, $k, $edits, $refused);
        }
    }
    // an edit inside another's expression: the outer one waits for a run after this one
    usort($edits, fn($x, $y) => [$x[0], -$x[1]] <=> [$y[0], -$y[1]]);
    $kept = [];
    foreach ($edits as $e) {
        foreach ($kept as $k => $o) {
            if ($e[0] < $o[1] && $o[0] < $e[1]) {
                $refused[] = [$o[3], 'holds another site\'s conversion: run again after writing this one'];
                unset($kept[$k]);
            }
        }
        $kept[] = $e;
    }
    $kept = array_values($kept);
    $new = $code;
    foreach (array_reverse($kept) as [$from, $to, $text]) {
        $new = substr($new, 0, $from) . $text . substr($new, $to);
    }
    usort($refused, fn($x, $y) => $x[0]['line'] <=> $y[0]['line']);
    return ['edits' => $kept, 'refused' => $refused, 'code' => $new];
}

/** "line 12, str_repeat() #2 ($times)" */
function cast_site_text(array $site): string
{
    $where = match ($site['site'] ?? 'argument') {
        'return' => $site['function'] . '() return',
        'property' => $site['function'],
        'reference' => 'reference to ' . $site['function'],
        default => $site['function'] . '() #' . $site['arg'] . (isset($site['param']) ? " (\${$site['param']})" : ''),
    };
    return "line {$site['line']}, $where";
}

/**
 * A unified diff with a hunk per change: $new is $old with lines changed
 * in place, and with one line inserted before line index $inserted (the
 * declare), or none.
 */
function cast_diff(string $file, string $old, string $new, ?int $inserted): string
{
    $split = fn(string $x): array => preg_split('/(?<=\n)/', $x, -1, PREG_SPLIT_NO_EMPTY);
    $a = $split($old);
    $b = $split($new);
    if (count($b) !== count($a) + ($inserted === null ? 0 : 1)) {
        return unified_diff($file, $old, $new);
    }
    // pairs [old index|null, new index|null], in order
    $rows = [];
    for ($i = 0, $j = 0; $j < count($b); $j++) {
        if ($j === $inserted) {
            $rows[] = [null, $j];
            continue;
        }
        $rows[] = [$i++, $j];
    }
    $changed = [];
    foreach ($rows as $k => [$i, $j]) {
        if ($i === null || $a[$i] !== $b[$j]) {
            $changed[] = $k;
        }
    }
    $line = fn(string $mark, string $l): string => $mark . (str_ends_with($l, "\n") ? $l : "$l\n\\ No newline at end of file\n");
    $o = "--- a/$file\n+++ b/$file\n";
    for ($c = 0; $c < count($changed);) {
        $from = max(0, $changed[$c] - 3);
        $to = $changed[$c];
        // changes 6 lines or less apart share a hunk
        while ($c + 1 < count($changed) && $changed[$c + 1] - $to <= 6) {
            $to = $changed[++$c];
        }
        $c++;
        $to = min(count($rows) - 1, $to + 3);
        $ha = $hb = $body = '';
        $na = $nb = 0;
        $startA = $startB = null;
        for ($k = $from; $k <= $to; $k++) {
            [$i, $j] = $rows[$k];
            $startB ??= $j;
            if ($i !== null) {
                $startA ??= $i;
            }
            if ($i !== null && $a[$i] === $b[$j]) {
                $body .= $line(' ', $a[$i]);
                $na++;
                $nb++;
                continue;
            }
            if ($i !== null) {
                $ha .= $line('-', $a[$i]);
                $na++;
            }
            $hb .= $line('+', $b[$j]);
            $nb++;
            // a run of changed lines: its old lines, then its new ones
            $next = $rows[$k + 1] ?? null;
            if ($k === $to || $next === null || ($next[0] !== null && $a[$next[0]] === $b[$next[1]])) {
                $body .= $ha . $hb;
                $ha = $hb = '';
            }
        }
        $o .= '@@ -' . ($na ? ($startA ?? 0) + 1 : ($startA ?? 0)) . ",$na +" . ($nb ? $startB + 1 : $startB) . ",$nb @@\n" . $body;
    }
    return $o;
}
