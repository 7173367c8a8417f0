--TEST--
compare: argument recall and precision against really strict runs (legacy app + generated calls), each in a fresh process
--EXTENSIONS--
scalar_types
tokenizer
--FILE--
<?php
require __DIR__ . '/recall.inc';
recall_run(dirname(__DIR__, 2) . '/examples/legacy-app');
?>
--EXPECTF--
legacy-app: 6 files, %d statements guarded in the strict copy, TypeErrors in %d files
legacy-app: %d strict TypeErrors, %d in the report; %d report records: %d thrown by the strict run, %d masked by an earlier argument
snippets: %d calls (%d callees x %d values), rejected by both modes: %d
snippets: %d strict TypeErrors, %d in the report; %d report records: %d thrown by the strict run, %d masked by an earlier argument
total: %d strict TypeErrors, %d recalled; %d records, %d confirmed, %d masked
recall: 100%, precision: 100%
