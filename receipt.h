/* scalar_types: argument receipt. An observer begin handler judges each
 * scalar argument with both rule rooms and hands divergences to the report;
 * the engine's own behaviour is never touched. */
#ifndef SCALAR_TYPES_RECEIPT_H
#define SCALAR_TYPES_RECEIPT_H

void scalar_types_receipt_startup(void);
void scalar_types_receipt_shutdown(void);

#endif
