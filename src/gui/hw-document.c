/* hw-document.c: an open scenario with its file and its undo history.
 *
 * The history keeps whole scenario snapshots: a scenario is a few kilobytes, snapshots make
 * every kind of edit (board, tables, metadata) undoable the same way, and undo can never
 * drift from what was there before.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-document.h"
#include "hw-scenario-io.h"

typedef struct
{
  char       *label;
  HwScenario *scenario;   /* the scenario on the other side of this step */
  guint       serial;     /* the serial of that scenario */
} HwHistoryStep;

struct _HwDocument
{
  GObject     parent_instance;

  /* owned references */
  HwScenario *scenario;
  char       *path;
  GPtrArray  *undo;        /* HwHistoryStep*, oldest first */
  GPtrArray  *redo;        /* HwHistoryStep*, next to redo last */
  HwScenario *pending;     /* the scenario before the open edit */
  GPtrArray  *diagnostics; /* cache, NULL when stale */

  guint       variant;
  guint       serial;      /* identifies the current state */
  guint       saved_serial;
  guint       next_serial;
};

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_MODIFIED, PROP_PATH, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (HwDocument, hw_document, G_TYPE_OBJECT)

static void
hw_history_step_free (HwHistoryStep *step)
{
  g_free (step->label);
  hw_scenario_free (step->scenario);
  g_free (step);
}

static HwHistoryStep *
hw_history_step_new (const char *label,
                     HwScenario *scenario,
                     guint       serial)
{
  HwHistoryStep *step = g_new0 (HwHistoryStep, 1);

  step->label = g_strdup (label);
  step->scenario = scenario;
  step->serial = serial;
  return step;
}

static void
hw_document_dispose (GObject *object)
{
  HwDocument *self = HW_DOCUMENT (object);

  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  g_clear_pointer (&self->pending, hw_scenario_free);
  G_OBJECT_CLASS (hw_document_parent_class)->dispose (object);
}

static void
hw_document_finalize (GObject *object)
{
  HwDocument *self = HW_DOCUMENT (object);

  g_clear_pointer (&self->scenario, hw_scenario_free);
  g_free (self->path);
  G_OBJECT_CLASS (hw_document_parent_class)->finalize (object);
}

static void
hw_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HwDocument *self = HW_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, hw_document_get_modified (self));
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hw_document_class_init (HwDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hw_document_dispose;
  object_class->finalize = hw_document_finalize;
  object_class->get_property = hw_document_get_property;

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of the scenario: an edit, undo, redo or a variant switch. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hw_document_init (HwDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_history_step_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) hw_history_step_free);
  self->next_serial = 1;
}

static void
hw_document_emit_changed (HwDocument *self,
                          gboolean    was_modified)
{
  g_clear_pointer (&self->diagnostics, g_ptr_array_unref);
  if (self->scenario->variants->len == 0)
    self->variant = 0;
  else if (self->variant >= self->scenario->variants->len)
    self->variant = self->scenario->variants->len - 1;
  g_signal_emit (self, signals[CHANGED], 0);
  if (was_modified != hw_document_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

HwDocument *
hw_document_new (const HwScenario *scenario)
{
  HwDocument *self;

  g_return_val_if_fail (scenario != NULL, NULL);

  self = g_object_new (HW_TYPE_DOCUMENT, NULL);
  self->scenario = hw_scenario_copy (scenario);
  return self;
}

HwDocument *
hw_document_new_from_file (const char  *path,
                           GError     **error)
{
  g_autoptr(HwScenario) scenario = NULL;
  HwDocument *self;

  g_return_val_if_fail (path != NULL, NULL);

  /* The loader hands over a scenario only when the whole file was read, so a document never
   * holds half a file. */
  scenario = hw_scenario_load_file (path, error);
  if (scenario == NULL)
    return NULL;

  self = g_object_new (HW_TYPE_DOCUMENT, NULL);
  self->scenario = g_steal_pointer (&scenario);
  self->path = g_canonicalize_filename (path, NULL);
  return self;
}

void
hw_document_set_recovered (HwDocument *self,
                           const char *path)
{
  g_return_if_fail (HW_IS_DOCUMENT (self));

  g_free (self->path);
  self->path = g_strdup (path);
  /* No state ever gets this serial, so the document stays modified until saved. */
  self->saved_serial = G_MAXUINT;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

HwScenario *
hw_document_get_scenario (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);
  return self->scenario;
}

HwVariant *
hw_document_get_variant (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  if (self->variant >= self->scenario->variants->len)
    return NULL;
  return g_ptr_array_index (self->scenario->variants, self->variant);
}

guint
hw_document_get_variant_index (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), 0);
  return self->variant;
}

void
hw_document_set_variant_index (HwDocument *self,
                               guint       index)
{
  g_return_if_fail (HW_IS_DOCUMENT (self));

  if (index >= self->scenario->variants->len || index == self->variant)
    return;
  self->variant = index;
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
hw_document_get_path (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);
  return self->path;
}

char *
hw_document_dup_title (HwDocument *self)
{
  const char *name;

  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  if (self->path != NULL)
    return g_path_get_basename (self->path);
  name = hw_scenario_get_name (self->scenario);
  if (name != NULL && *name != '\0')
    return g_strdup (name);
  return g_strdup (_("Untitled Scenario"));
}

gboolean
hw_document_get_modified (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  return self->serial != self->saved_serial;
}

void
hw_document_begin_edit (HwDocument *self)
{
  g_return_if_fail (HW_IS_DOCUMENT (self));
  g_return_if_fail (self->pending == NULL);

  self->pending = hw_scenario_copy (self->scenario);
}

gboolean
hw_document_in_edit (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  return self->pending != NULL;
}

void
hw_document_notify_changed (HwDocument *self)
{
  g_return_if_fail (HW_IS_DOCUMENT (self));
  hw_document_emit_changed (self, hw_document_get_modified (self));
}

static gboolean
hw_scenarios_equal (const HwScenario *a,
                    const HwScenario *b)
{
  g_autofree char *da = hw_scenario_to_data (a, NULL);
  g_autofree char *db = hw_scenario_to_data (b, NULL);

  return g_strcmp0 (da, db) == 0;
}

gboolean
hw_document_commit_edit (HwDocument *self,
                         const char *label)
{
  g_autoptr(HwScenario) before = NULL;
  gboolean was_modified;

  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->pending != NULL, FALSE);

  before = g_steal_pointer (&self->pending);
  was_modified = hw_document_get_modified (self);
  if (hw_scenarios_equal (before, self->scenario))
    {
      hw_document_emit_changed (self, was_modified);
      return FALSE;
    }

  g_ptr_array_add (self->undo, hw_history_step_new (label, g_steal_pointer (&before), self->serial));
  g_ptr_array_set_size (self->redo, 0);
  self->serial = self->next_serial++;
  hw_document_emit_changed (self, was_modified);
  return TRUE;
}

gboolean
hw_document_can_undo (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  return self->undo->len > 0 && self->pending == NULL;
}

gboolean
hw_document_can_redo (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  return self->redo->len > 0 && self->pending == NULL;
}

const char *
hw_document_get_undo_label (HwDocument *self)
{
  HwHistoryStep *step;

  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  if (self->undo->len == 0)
    return NULL;
  step = g_ptr_array_index (self->undo, self->undo->len - 1);
  return step->label;
}

const char *
hw_document_get_redo_label (HwDocument *self)
{
  HwHistoryStep *step;

  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  if (self->redo->len == 0)
    return NULL;
  step = g_ptr_array_index (self->redo, self->redo->len - 1);
  return step->label;
}

/* Moves the newest step of @from onto @to, swapping the scenario it holds with ours,
 * without telling anyone. */
static void
hw_document_swap_step (HwDocument *self,
                       GPtrArray  *from,
                       GPtrArray  *to)
{
  HwHistoryStep *step;
  HwScenario *other;
  guint serial;

  step = g_ptr_array_steal_index (from, from->len - 1);
  other = step->scenario;
  serial = step->serial;
  step->scenario = self->scenario;
  step->serial = self->serial;
  self->scenario = other;
  self->serial = serial;
  g_ptr_array_add (to, step);
}

/* Moves the newest step of @from onto @to and tells the views. */
static void
hw_document_step (HwDocument *self,
                  GPtrArray  *from,
                  GPtrArray  *to)
{
  gboolean was_modified;

  if (from->len == 0 || self->pending != NULL)
    return;
  was_modified = hw_document_get_modified (self);
  hw_document_swap_step (self, from, to);
  hw_document_emit_changed (self, was_modified);
}

void
hw_document_undo (HwDocument *self)
{
  g_return_if_fail (HW_IS_DOCUMENT (self));
  hw_document_step (self, self->undo, self->redo);
}

void
hw_document_redo (HwDocument *self)
{
  g_return_if_fail (HW_IS_DOCUMENT (self));
  hw_document_step (self, self->redo, self->undo);
}

char **
hw_document_dup_history (HwDocument *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  for (guint i = 0; i < self->undo->len; i++)
    {
      HwHistoryStep *step = g_ptr_array_index (self->undo, i);
      g_strv_builder_add (builder, step->label);
    }
  return g_strv_builder_end (builder);
}

gboolean
hw_document_save (HwDocument  *self,
                  const char  *path,
                  GError     **error)
{
  gboolean was_modified;

  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL || self->path != NULL, FALSE);

  if (path == NULL)
    path = self->path;
  if (!hw_scenario_save_file (self->scenario, path, error))
    return FALSE;

  was_modified = hw_document_get_modified (self);
  if (path != self->path)
    {
      g_free (self->path);
      self->path = g_canonicalize_filename (path, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
    }
  self->saved_serial = self->serial;
  if (was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  return TRUE;
}

gboolean
hw_document_save_copy (HwDocument  *self,
                       const char  *path,
                       GError     **error)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return hw_scenario_save_file (self->scenario, path, error);
}

GPtrArray *
hw_document_get_diagnostics (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  if (self->diagnostics == NULL)
    self->diagnostics = hw_validate_scenario (self->scenario, 0);
  return self->diagnostics;
}

guint
hw_document_get_history_position (HwDocument *self)
{
  g_return_val_if_fail (HW_IS_DOCUMENT (self), 0);
  return self->undo->len;
}

char **
hw_document_dup_full_history (HwDocument *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (HW_IS_DOCUMENT (self), NULL);

  for (guint i = 0; i < self->undo->len; i++)
    g_strv_builder_add (builder, ((HwHistoryStep *) g_ptr_array_index (self->undo, i))->label);
  /* The redo stack's last step is the next one: it reads backwards. */
  for (guint i = self->redo->len; i > 0; i--)
    g_strv_builder_add (builder, ((HwHistoryStep *) g_ptr_array_index (self->redo, i - 1))->label);
  return g_strv_builder_end (builder);
}

void
hw_document_go_to_history (HwDocument *self,
                           guint       position)
{
  gboolean was_modified;

  g_return_if_fail (HW_IS_DOCUMENT (self));

  if (self->pending != NULL || position > self->undo->len + self->redo->len
      || position == self->undo->len)
    return;
  /* One change for the whole jump: views refresh and validate once. */
  was_modified = hw_document_get_modified (self);
  while (self->undo->len > position)
    hw_document_swap_step (self, self->undo, self->redo);
  while (self->undo->len < position)
    hw_document_swap_step (self, self->redo, self->undo);
  hw_document_emit_changed (self, was_modified);
}
