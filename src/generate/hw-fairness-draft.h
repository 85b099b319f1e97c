/* hw-fairness-draft.h: the table bots' setup draft replayed without the engine, for the
 * fairness measure (hw-fairness.c).
 *
 * The measure plays hundreds of drafts per board; through the engine and the greedy bot
 * each settlement choice lists and scores every corner from scratch. This replays the same
 * policy (greedy's setup scores, its jitter, the table's styles and temperatures, the
 * softmax) from per-board tables, and draws the seats' styles stratified (every seat gets
 * every style and temperature equally often) so that fewer drafts give the same precision.
 */
#pragma once

#include <glib.h>

#include "hw-game.h"

G_BEGIN_DECLS

typedef struct _HwFairnessDraft HwFairnessDraft;

/* TRUE when @rules' setup is one this replays (no ships, islands or scenario pieces). */
gboolean         hw_fairness_draft_supported (const HwGameRules *rules);
/* Tables for @rules, starting from @state (a game just set up with hw_game_init). */
HwFairnessDraft *hw_fairness_draft_new       (const HwGameRules *rules,
                                              const HwGameState *state);
void             hw_fairness_draft_free      (HwFairnessDraft   *draft);
/* Plays draft @index from @seed into @state (its pieces placed as the engine would; the
 * roads only with @roads: the settlements never depend on them); FALSE when a seat finds
 * no legal place. Undo it with hw_fairness_draft_clear. */
gboolean         hw_fairness_draft_play      (HwFairnessDraft   *draft,
                                              HwGameState       *state,
                                              guint64            seed,
                                              guint              index,
                                              gboolean           roads);
/* The last played draft's second settlement of @seat: sets @first to its first one and
 * @sites / @chances to the sites it could take and the chance of each (summing to 1, sites
 * under a chance in 10^4 left out); returns how many. */
guint            hw_fairness_draft_second_choice (const HwFairnessDraft *draft,
                                                  int                    seat,
                                                  int                   *first,
                                                  const int            **sites,
                                                  const double         **chances);
/* The same for the last played draft's first settlement of @seat: the sites it could take
 * and the chance of each, given the seats before it. */
guint            hw_fairness_draft_first_choice (const HwFairnessDraft *draft,
                                                 int                    seat,
                                                 const int            **sites,
                                                 const double         **chances);
/* Takes the last played draft's pieces off @state again. */
void             hw_fairness_draft_clear     (HwFairnessDraft   *draft,
                                              HwGameState       *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HwFairnessDraft, hw_fairness_draft_free)

G_END_DECLS
