/* test-rule-labels.c: every rule module, parameter and choice the registry knows has a
 * readable label and a one-line explanation, translated into de and zh_CN, so that the Rules
 * tab never shows a bare identifier (issue 15 item 4). Walks hw_modules_all(), so a parameter
 * added later without a label fails here. hw-rule-labels.c needs GLib only: no display. */
#include "config.h"

#include "hw-test.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "hw-modules.h"
#include "hw-rule-labels.h"

/* The languages that must be complete, besides the English source strings. */
static const char *const languages[] = { "de", "zh_CN" };

typedef struct
{
  const char *what;      /* "parameter base/sevens", for the failure message */
  const char *id;        /* the identifier in the file */
  const char *english;   /* as returned with LANGUAGE=C: the msgid itself */
  const char *shown[G_N_ELEMENTS (languages)];
} HwShown;

/* Every text the Rules tab shows, in the language LANGUAGE now names; @pass is -1 for
 * English, else the index into languages. */
static void
hw_collect (GArray *texts,
            int     pass)
{
  guint n = 0;

#define HW_KEEP(what_, id_, text_)                                        \
  G_STMT_START {                                                          \
    if (pass < 0)                                                         \
      {                                                                   \
        HwShown s = { what_, id_, text_, { NULL } };                      \
        g_array_append_val (texts, s);                                    \
      }                                                                   \
    else                                                                  \
      {                                                                   \
        assert_true (n < texts->len);                                     \
        g_array_index (texts, HwShown, n).shown[pass] = (text_);          \
      }                                                                   \
    n++;                                                                  \
  } G_STMT_END

  for (const HwModuleInfo *m = hw_modules_all (); m->id != NULL; m++)
    {
      HW_KEEP ("module label", m->id, hw_rule_module_label (m->id));
      HW_KEEP ("module explanation", m->id,
               m->description != NULL ? g_dgettext (GETTEXT_PACKAGE, m->description) : NULL);
      for (const HwParamInfo *p = m->params; p != NULL && p->name != NULL; p++)
        {
          HW_KEEP ("parameter label", p->name, hw_rule_param_label (p->name));
          HW_KEEP ("parameter explanation", p->name,
                   p->description != NULL ? g_dgettext (GETTEXT_PACKAGE, p->description) : NULL);
          if (p->type == HW_PARAM_CHOICE)
            {
              g_auto (GStrv) choices = NULL;

              assert_non_null (p->choices);
              choices = g_strsplit (p->choices, " ", -1);
              assert_true (g_strv_length (choices) >= 2);
              for (guint i = 0; choices[i] != NULL; i++)
                {
                  /* Static strings outlive the split: keep the registry's own pointer. */
                  const char *value = g_intern_string (choices[i]);
                  g_autofree char *where = g_strdup_printf ("%s=%s", p->name, value);
                  const char *id = g_intern_string (where);

                  HW_KEEP ("choice label", id, hw_rule_choice_label (value));
                  HW_KEEP ("choice explanation", id, hw_rule_choice_explanation (p->name, value));
                }
            }
        }
    }
  if (pass >= 0)
    assert_int_equal (n, texts->len);
#undef HW_KEEP
}

/* Switches the messages' language. glibc ignores LANGUAGE in the plain C locale, hence
 * C.UTF-8 (the one locale every Debian has), and keeps the strings it has translated until
 * the catalogue counter moves, as the gettext manual says to do after changing LANGUAGE. */
static void
hw_use_language (const char *language)
{
  extern int _nl_msg_cat_cntr;

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  ++_nl_msg_cat_cntr;
}

static void
test_every_rule_text_labelled_and_translated (void **state)
{
  g_autoptr(GArray) texts = g_array_new (FALSE, TRUE, sizeof (HwShown));
  guint failures = 0;

  (void) state;
  /* The translations first: GLib decides once, at the first g_dgettext(), whether the
   * program is translated at all, and it must see a catalog. */
  hw_use_language (languages[0]);
  assert_string_not_equal (g_dgettext (GETTEXT_PACKAGE, "Base game"), "Base game");
  hw_use_language ("C");
  hw_collect (texts, -1);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      hw_use_language (languages[l]);
      hw_collect (texts, (int) l);
    }
  hw_use_language ("C");

  assert_true (texts->len > 100);
  for (guint i = 0; i < texts->len; i++)
    {
      HwShown *s = &g_array_index (texts, HwShown, i);
      const char *bare = strchr (s->id, '=') ? strchr (s->id, '=') + 1 : s->id;

      /* A label that is the identifier, or no explanation at all, is what the issue saw. */
      if (s->english == NULL || *s->english == '\0' || g_strcmp0 (s->english, bare) == 0)
        {
          print_error ("%s of %s is missing\n", s->what, s->id);
          failures++;
          continue;
        }
      /* gettext hands back the msgid's own pointer when a catalog has no entry: a
       * translation that happens to read the same (German "Gold") still is another string. */
      for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
        if (s->shown[l] == s->english)
          {
            print_error ("%s of %s is not translated into %s: “%s”\n",
                         s->what, s->id, languages[l], s->english);
            failures++;
          }
    }
  assert_int_equal (failures, 0);
}

/* Without "The " and case: "The Desert Raiders" and "the desert raiders" are one name. */
static char *
hw_bare_name (const char *text)
{
  g_autofree char *down = g_utf8_strdown (text, -1);

  return g_strdup (g_str_has_prefix (down, "the ") ? down + 4 : down);
}

/* Every module says what it does in a sentence of its own, not its name again (issue 37
 * item 9: Barbarian Attack's description was "Barbarian Attack"): the Rules tab shows it
 * under the module's name, so a description that repeats the name tells nothing. */
static void
test_every_module_describes_itself (void **state)
{
  static const char *const rule_modules[] = {
    "desert-raiders", "barbarian-attack", "robin-hood", "friendly-robber", "harbormaster",
  };
  guint failures = 0;

  (void) state;
  hw_use_language ("C");
  for (guint i = 0; i < G_N_ELEMENTS (rule_modules); i++)
    assert_non_null (hw_modules_lookup (rule_modules[i]));
  for (const HwModuleInfo *m = hw_modules_all (); m->id != NULL; m++)
    {
      g_autofree char *description = NULL, *label = NULL, *own = NULL;
      g_auto (GStrv) words = NULL;

      if (m->description == NULL || *m->description == '\0')
        {
          print_error ("module %s has no description\n", m->id);
          failures++;
          continue;
        }
      description = hw_bare_name (m->description);
      label = hw_bare_name (hw_rule_module_label (m->id));
      own = hw_bare_name (m->label != NULL ? m->label : m->id);
      words = g_strsplit (m->description, " ", -1);
      if (g_strcmp0 (m->description, m->id) == 0 || g_strcmp0 (description, label) == 0
          || g_strcmp0 (description, own) == 0 || g_strv_length (words) < 4)
        {
          print_error ("module %s describes itself by its name: “%s”\n", m->id, m->description);
          failures++;
        }
    }
  assert_int_equal (failures, 0);
}

/* The test above must be able to fail: an identifier no table knows comes back bare, and a
 * choice without an entry has no explanation. */
static void
test_unknown_identifiers_come_back_bare (void **state)
{
  (void) state;
  assert_string_equal (hw_rule_param_label ("no-such-parameter"), "no-such-parameter");
  assert_string_equal (hw_rule_choice_label ("no-such-choice"), "no-such-choice");
  assert_string_equal (hw_rule_module_label ("no-such-module"), "no-such-module");
  assert_null (hw_rule_choice_explanation ("sevens", "no-such-choice"));
  assert_null (hw_rule_choice_explanation ("no-such-parameter", "normal"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_every_rule_text_labelled_and_translated),
    cmocka_unit_test (test_unknown_identifiers_come_back_bare),
    cmocka_unit_test (test_every_module_describes_itself),
  };

  /* The catalogs the build compiled from po/, not whatever is installed. */
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return cmocka_run_group_tests (tests, NULL, NULL);
}
