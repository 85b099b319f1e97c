/* hw-test-sim.h: the simulation tests' fixture, a scenario and its rules for a player count. */
#pragma once

#include "hw-test.h"
#include "hw-module-registry.h"

#include "hw-game.h"
#include "hw-scenario.h"

typedef struct
{
  HwScenario  *scenario;
  HwGameRules *rules;
} Fixture;

/* Makes a fixture owning @scenario with its rules for @players; fails the test if the
 * engine refuses them. */
static inline Fixture *
fixture_new (HwScenario *scenario,
             int         players)
{
  Fixture *f = g_new0 (Fixture, 1);
  g_autoptr(GError) error = NULL;

  f->scenario = scenario;
  f->rules = hw_game_rules_new (scenario, NULL, players, &error);
  if (f->rules == NULL)
    fail_msg ("rules refused: %s", error->message);
  return f;
}

/* Frees @f, its rules and its scenario. */
static inline void
fixture_free (Fixture *f)
{
  hw_game_rules_free (f->rules);
  hw_scenario_free (f->scenario);
  g_free (f);
}
