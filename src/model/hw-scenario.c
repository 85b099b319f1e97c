/* hw-scenario.c: the scenario model. */
#include "hw-fair-record.h"
#include "hw-scenario.h"

#include <string.h>

static void
text_free (gpointer data)
{
  HwText *t = data;

  g_free (t->lang);
  g_free (t->text);
  g_free (t);
}

static void
param_free (gpointer data)
{
  HwParam *p = data;

  g_free (p->name);
  g_free (p->value);
  g_free (p);
}

HwScenario *
hw_scenario_new (void)
{
  HwScenario *s = g_new0 (HwScenario, 1);

  s->names = g_ptr_array_new_with_free_func (text_free);
  s->descriptions = g_ptr_array_new_with_free_func (text_free);
  s->modules = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_module_free);
  s->variants = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_variant_free);
  s->min_players = 3;
  s->max_players = 4;
  s->victory_points = 10;
  return s;
}

static void
copy_texts (GPtrArray *to,
            GPtrArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      HwText *t = g_ptr_array_index (from, i);
      hw_text_set (to, t->lang, t->text);
    }
}

static HwModule *
module_copy (const HwModule *m)
{
  HwModule *copy = hw_module_new (m->id);

  copy->line = m->line;
  for (guint i = 0; i < m->params->len; i++)
    {
      HwParam *p = g_ptr_array_index (m->params, i);
      hw_module_set_param (copy, p->name, p->value);
      ((HwParam *) g_ptr_array_index (copy->params, i))->line = p->line;
    }
  return copy;
}

static HwShuffle *
shuffle_copy (const HwShuffle *s)
{
  HwShuffle *copy = g_memdup2 (s, sizeof *s);

  copy->group = g_strdup (s->group);
  return copy;
}

static HwVariant *
variant_copy (const HwVariant *v)
{
  HwVariant *copy = hw_variant_new (v->id, v->min_players, v->max_players);

  copy->tables = v->tables;
  hw_board_free (copy->board);
  copy->board = hw_board_copy (v->board);
  for (guint i = 0; i < v->shuffles->len; i++)
    g_ptr_array_add (copy->shuffles, shuffle_copy (g_ptr_array_index (v->shuffles, i)));
  copy->seed = v->seed;
  copy->has_seed = v->has_seed;
  copy->best_of = v->best_of;
  copy->fair = hw_fair_record_copy (v->fair);
  copy->line = v->line;
  return copy;
}

HwScenario *
hw_scenario_copy (const HwScenario *scenario)
{
  HwScenario *s = hw_scenario_new ();

  s->id = g_strdup (scenario->id);
  copy_texts (s->names, scenario->names);
  copy_texts (s->descriptions, scenario->descriptions);
  s->min_players = scenario->min_players;
  s->max_players = scenario->max_players;
  s->victory_points = scenario->victory_points;
  for (guint i = 0; i < scenario->modules->len; i++)
    g_ptr_array_add (s->modules, module_copy (g_ptr_array_index (scenario->modules, i)));
  for (guint i = 0; i < scenario->variants->len; i++)
    g_ptr_array_add (s->variants, variant_copy (g_ptr_array_index (scenario->variants, i)));
  s->filename = g_strdup (scenario->filename);
  return s;
}

void
hw_scenario_free (HwScenario *scenario)
{
  if (scenario == NULL)
    return;
  g_free (scenario->id);
  g_ptr_array_unref (scenario->names);
  g_ptr_array_unref (scenario->descriptions);
  g_ptr_array_unref (scenario->modules);
  g_ptr_array_unref (scenario->variants);
  g_free (scenario->filename);
  g_free (scenario);
}

const char *
hw_text_lookup (GPtrArray *texts)
{
  const char * const *langs = g_get_language_names ();

  /* g_get_language_names gives "zh_CN.UTF-8", "zh_CN", "zh", "C"; files say "zh-CN". */
  for (guint l = 0; langs[l] != NULL; l++)
    {
      g_autofree char *want = g_strdelimit (g_strdup (langs[l]), "_", '-');

      if (strcmp (want, "C") == 0 || strchr (want, '.') != NULL || strchr (want, '@') != NULL)
        continue;
      for (guint i = 0; i < texts->len; i++)
        {
          HwText *t = g_ptr_array_index (texts, i);
          if (t->lang[0] != '\0' && g_ascii_strcasecmp (t->lang, want) == 0)
            return t->text;
        }
    }
  for (guint i = 0; i < texts->len; i++)
    {
      HwText *t = g_ptr_array_index (texts, i);
      if (t->lang[0] == '\0' || g_ascii_strcasecmp (t->lang, "en") == 0)
        return t->text;
    }
  return texts->len > 0 ? ((HwText *) g_ptr_array_index (texts, 0))->text : NULL;
}

void
hw_text_set (GPtrArray  *texts,
             const char *lang,
             const char *text)
{
  HwText *t;

  if (lang == NULL)
    lang = "";
  for (guint i = 0; i < texts->len; i++)
    {
      t = g_ptr_array_index (texts, i);
      if (strcmp (t->lang, lang) == 0)
        {
          g_free (t->text);
          t->text = g_strdup (text);
          return;
        }
    }
  t = g_new0 (HwText, 1);
  t->lang = g_strdup (lang);
  t->text = g_strdup (text);
  g_ptr_array_add (texts, t);
}

const char *
hw_scenario_get_name (const HwScenario *scenario)
{
  const char *name = hw_text_lookup (scenario->names);

  return name ? name : (scenario->id ? scenario->id : "");
}

const char *
hw_scenario_get_description (const HwScenario *scenario)
{
  return hw_text_lookup (scenario->descriptions);
}

HwVariant *
hw_scenario_find_variant (const HwScenario *scenario,
                          int               players)
{
  if (scenario->variants->len == 0)
    return NULL;
  if (players <= 0)
    return g_ptr_array_index (scenario->variants, 0);
  for (guint i = 0; i < scenario->variants->len; i++)
    {
      HwVariant *v = g_ptr_array_index (scenario->variants, i);
      if (players >= v->min_players && players <= v->max_players)
        return v;
    }
  return NULL;
}

HwModule *
hw_scenario_find_module (const HwScenario *scenario,
                         const char       *id)
{
  for (guint i = 0; i < scenario->modules->len; i++)
    {
      HwModule *m = g_ptr_array_index (scenario->modules, i);
      if (g_strcmp0 (m->id, id) == 0)
        return m;
    }
  return NULL;
}

const char *
hw_scenario_get_param (const HwScenario *scenario,
                       const char       *module_id,
                       const char       *name)
{
  HwModule *m = hw_scenario_find_module (scenario, module_id);

  if (m == NULL)
    return NULL;
  for (guint i = 0; i < m->params->len; i++)
    {
      HwParam *p = g_ptr_array_index (m->params, i);
      if (g_strcmp0 (p->name, name) == 0)
        return p->value;
    }
  return NULL;
}

void
hw_tables_init (HwTables *tables)
{
  memset (tables, 0, sizeof *tables);
  for (int i = 0; i < HW_N_TERRAINS; i++)
    tables->terrains[i] = HW_NO_COUNT;
  for (int i = 0; i < 13; i++)
    tables->chits[i] = HW_NO_COUNT;
  for (int i = 0; i < HW_N_RESOURCES; i++)
    tables->harbor_resources[i] = HW_NO_COUNT;
  for (int i = 0; i < HW_N_PAWNS; i++)
    {
      tables->supply[i] = HW_NO_COUNT;
      tables->components[i] = HW_NO_COUNT;
    }
  tables->terrain_total = HW_NO_COUNT;
  tables->chit_total = HW_NO_COUNT;
  tables->harbor_generic = HW_NO_COUNT;
  tables->harbor_special = HW_NO_COUNT;
  tables->harbor_total = HW_NO_COUNT;
}

HwVariant *
hw_variant_new (const char *id,
                int         min_players,
                int         max_players)
{
  HwVariant *v = g_new0 (HwVariant, 1);

  v->id = g_strdup (id);
  v->min_players = min_players;
  v->max_players = max_players;
  hw_tables_init (&v->tables);
  v->board = hw_board_new ();
  v->shuffles = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_shuffle_free);
  return v;
}

void
hw_variant_free (HwVariant *variant)
{
  if (variant == NULL)
    return;
  g_free (variant->id);
  hw_board_free (variant->board);
  g_ptr_array_unref (variant->shuffles);
  hw_fair_record_free (variant->fair);
  g_free (variant);
}

HwModule *
hw_module_new (const char *id)
{
  HwModule *m = g_new0 (HwModule, 1);

  m->id = g_strdup (id);
  m->params = g_ptr_array_new_with_free_func (param_free);
  return m;
}

void
hw_module_free (HwModule *module)
{
  if (module == NULL)
    return;
  g_free (module->id);
  g_ptr_array_unref (module->params);
  g_free (module);
}

void
hw_module_set_param (HwModule   *module,
                     const char *name,
                     const char *value)
{
  HwParam *p;

  for (guint i = 0; i < module->params->len; i++)
    {
      p = g_ptr_array_index (module->params, i);
      if (g_strcmp0 (p->name, name) == 0)
        {
          g_free (p->value);
          p->value = g_strdup (value);
          return;
        }
    }
  p = g_new0 (HwParam, 1);
  p->name = g_strdup (name);
  p->value = g_strdup (value);
  g_ptr_array_add (module->params, p);
}

HwShuffle *
hw_shuffle_new (HwShuffleKind  kind,
                const char    *group)
{
  HwShuffle *s = g_new0 (HwShuffle, 1);

  s->kind = kind;
  s->group = g_strdup (group);
  for (int i = 0; i < HW_N_TERRAINS; i++)
    s->terrains[i] = HW_NO_COUNT;
  for (int i = 0; i < 13; i++)
    s->chits[i] = HW_NO_COUNT;
  for (int i = 0; i <= HW_N_RESOURCES; i++)
    s->harbors[i] = HW_NO_COUNT;
  return s;
}

void
hw_shuffle_free (HwShuffle *shuffle)
{
  if (shuffle == NULL)
    return;
  g_free (shuffle->group);
  g_free (shuffle);
}
