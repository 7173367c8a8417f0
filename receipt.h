/* scalar_types: argument receipt. An observer begin handler judges each
 * scalar argument with both rule rooms and hands divergences to the report;
 * the engine's own behaviour is never touched. */
#ifndef SCALAR_TYPES_RECEIPT_H
#define SCALAR_TYPES_RECEIPT_H

#include "zend_ast.h"

void scalar_types_receipt_startup(void);
void scalar_types_receipt_shutdown(void);
/* Compiler hook, weak files only: make opcode-compiled builtins real calls. */
void scalar_types_receipt_prepare_ast(zend_ast *ast);

#endif
