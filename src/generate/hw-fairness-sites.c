/* hw-fairness-sites.c: where each seat settles in the setup draft the fairness figure plays
 * (score --seats): a seat's edge on a board is mostly where its starting sites are. */
#include "config.h"

#include <string.h>

#include "hw-fairness.h"
#include "hw-fairness-draft.h"
#include "hw-fairness-private.h"

void
hw_fairness_seat_sites (const HwGameRules *rules,
                        guint              n_drafts,
                        guint64            seed,
                        double            *first,
                        double            *second)
{
  g_autofree HwGameState *state = g_new0 (HwGameState, 1);
  int n = rules->n_players, nodes = rules->n_nodes;
  guint played = 0;

  g_return_if_fail (first != NULL && second != NULL && n >= 1 && n <= HW_GAME_MAX_PLAYERS);

  memset (first, 0, sizeof (double) * (gsize) n * nodes);
  memset (second, 0, sizeof (double) * (gsize) n * nodes);
  if (n_drafts == 0)
    n_drafts = hw_fairness_draft_supported (rules) ? HW_FAIRNESS_DEFAULT_DRAFTS : HW_FAIRNESS_ENGINE_DRAFTS;
  if (hw_fairness_draft_supported (rules))
    {
      g_autoptr(HwFairnessDraft) draft = NULL;

      hw_game_init (state, rules, seed);
      draft = hw_fairness_draft_new (rules, state);
      for (guint d = 0; d < n_drafts; d++)
        {
          /* Each pick counts by the chances it had of every site, as the measure counts it. */
          if (hw_fairness_draft_play (draft, state, seed ^ DRAFT_STREAM, d, FALSE))
            {
              for (int s = 0; s < n; s++)
                {
                  const int *sites;
                  const double *chances;
                  int ignored;
                  guint k = hw_fairness_draft_first_choice (draft, s, &sites, &chances);

                  for (guint i = 0; i < k; i++)
                    first[s * nodes + sites[i]] += chances[i];
                  k = hw_fairness_draft_second_choice (draft, s, &ignored, &sites, &chances);
                  for (guint i = 0; i < k; i++)
                    second[s * nodes + sites[i]] += chances[i];
                }
              played++;
            }
          hw_fairness_draft_clear (draft, state);
        }
    }
  else
    {
      g_autofree HwAction *buf = g_new (HwAction, HW_GAME_MAX_ACTIONS);

      for (guint d = 0; d < n_drafts; d++)
        {
          int placed[HW_GAME_MAX_PLAYERS][2];

          memset (placed, 0xff, sizeof placed);
          if (!hw_fairness_play_draft (rules, state, buf, hw_rng_derive (seed ^ DRAFT_STREAM, d), placed))
            continue;
          for (int s = 0; s < n; s++)
            {
              if (placed[s][0] >= 0)
                first[s * nodes + placed[s][0]] += 1.0;
              if (placed[s][1] >= 0)
                second[s * nodes + placed[s][1]] += 1.0;
            }
          played++;
        }
    }
  for (int i = 0; played > 0 && i < n * nodes; i++)
    {
      first[i] /= played;
      second[i] /= played;
    }
}
