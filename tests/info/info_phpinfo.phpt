--TEST--
phpinfo: the section lists version, mode, hooks and every INI setting, also with the feature off
--EXTENSIONS--
scalar_types
--INI--
scalar_types.mode=off
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
$start = strpos($info, "scalar_types support");
$section = substr($info, $start, strpos($info, "\n\n", strpos($info, "Directive", $start)) - $start);
echo $section, "\n";
var_dump(phpversion('scalar_types') === '0.1.0');
?>
--EXPECTF--
scalar_types support => enabled
Version => %s
Mode => off
Compare hooks => not installed
Generator arguments => not observed
Evidence coverage => not recorded
By-reference writes => not observed
Compiler hook => zend_ast_process (registry, path forcing)
Forcing => none

Directive => Local Value => Master Value
scalar_types.compare_coverage => Off => Off
scalar_types.compare_generators => Off => Off
scalar_types.compare_sites => arguments,returns,properties => arguments,returns,properties
scalar_types.flush_interval => 10 => 10
scalar_types.max_sites => 10000 => 10000
scalar_types.mode => off => off
scalar_types.report_file => %s
scalar_types.report_sink => file => file
scalar_types.report_values => Off => Off
scalar_types.sample_rate => 1 => 1
scalar_types.source_overlay => no value => no value
scalar_types.strict_paths => %s
scalar_types.summary => Off => Off
scalar_types.syslog_facility => user => user
scalar_types.syslog_ident => scalar_types => scalar_types
scalar_types.syslog_path => /dev/log => /dev/log
scalar_types.value_max_length => 32 => 32
scalar_types.weak_paths => %s
bool(true)
