/* tc-mcg-payment.h: whether a payment covers a recipe, and the best payment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tc-mcg-state.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean can_pay;
  guint8   pay[TC_MCG_MAX_RESOURCE_IDS];   /* cards to pay, per resource code */
  guint    n_pay;
  guint32  axes;                           /* axes to use, bit per craft code */
  guint    n_axes;
  guint    overpay;                        /* value paid beyond the recipe */
  guint    short_by[TC_MCG_MAX_TYPES];     /* when it cannot pay: what the whole hand lacks */
} TcMcgPaymentAdvice;

gboolean tc_mcg_payment_covers (const TcMcgCards   *cards,
                                guint               craft,
                                const guint8       *pay,
                                guint               n_axes,
                                guint              *covered);
void     tc_mcg_payment_shortfall (const TcMcgCards *cards,
                                   guint             craft,
                                   const guint      *covered,
                                   guint            *short_by);
void     tc_mcg_payment_advise (const TcMcgRules   *rules,
                                const TcMcgState   *state,
                                guint               seat,
                                guint               craft,
                                TcMcgPaymentAdvice *advice);
void     tc_mcg_payment_advise_tools (const TcMcgRules   *rules,
                                      const TcMcgState   *state,
                                      guint               seat,
                                      guint               craft,
                                      TcMcgPaymentAdvice *advice);

G_END_DECLS
