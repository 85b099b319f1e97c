/* hw-document.h: an open scenario: its file, modified flag and named undo history. */
#pragma once

#include <gio/gio.h>

#include "hw-scenario.h"
#include "hw-validate.h"

G_BEGIN_DECLS

#define HW_TYPE_DOCUMENT (hw_document_get_type ())

G_DECLARE_FINAL_TYPE (HwDocument, hw_document, HW, DOCUMENT, GObject)

/* Creates a document holding a copy of @scenario, not yet saved anywhere. */
HwDocument       *hw_document_new               (const HwScenario  *scenario);
/* Loads @path; returns NULL and sets @error (the loader's message) when it cannot. */
HwDocument       *hw_document_new_from_file     (const char        *path,
                                                 GError           **error);
/* Makes the document one recovered after a crash: it belongs to @path (may be NULL) and
 * counts as unsaved. */
void              hw_document_set_recovered     (HwDocument        *self,
                                                 const char        *path);
/* Returns the scenario being edited (owned by the document). */
HwScenario       *hw_document_get_scenario      (HwDocument        *self);
/* Returns the variant being shown, or NULL when the scenario has none. */
HwVariant        *hw_document_get_variant       (HwDocument        *self);
/* Returns the index of the variant being shown. */
guint             hw_document_get_variant_index (HwDocument        *self);
/* Shows variant @index (not an edit: nothing goes into the history). */
void              hw_document_set_variant_index (HwDocument        *self,
                                                 guint              index);
/* Returns the file the document is saved in, or NULL. */
const char       *hw_document_get_path          (HwDocument        *self);
/* Returns the name to show in a title: the file's base name or the scenario's name. */
char             *hw_document_dup_title         (HwDocument        *self);
/* Returns TRUE when there are changes not yet saved. */
gboolean          hw_document_get_modified      (HwDocument        *self);

/* Starts an edit: remembers the scenario so that the edit can be undone. */
void              hw_document_begin_edit        (HwDocument        *self);
/* Ends the edit begun last, naming it in the history ("Paint 5 hexes forest"); an edit that
 * changed nothing leaves no history entry. Emits ::changed. Returns TRUE if anything changed. */
gboolean          hw_document_commit_edit       (HwDocument        *self,
                                                 const char        *label);
/* Returns TRUE while an edit is open. */
gboolean          hw_document_in_edit           (HwDocument        *self);
/* Emits ::changed without recording anything, so views can show an edit in progress. */
void              hw_document_notify_changed    (HwDocument        *self);

/* Returns TRUE when there is an edit to undo. */
gboolean          hw_document_can_undo          (HwDocument        *self);
/* Returns TRUE when there is an edit to redo. */
gboolean          hw_document_can_redo          (HwDocument        *self);
/* Returns the name of the edit Undo would take back, or NULL. */
const char       *hw_document_get_undo_label    (HwDocument        *self);
/* Returns the name of the edit Redo would apply again, or NULL. */
const char       *hw_document_get_redo_label    (HwDocument        *self);
/* Takes back the last edit. */
void              hw_document_undo              (HwDocument        *self);
/* Applies the last undone edit again. */
void              hw_document_redo              (HwDocument        *self);
/* Returns the history, oldest first, as a NULL-terminated array of names (free with g_strfreev). */
char            **hw_document_dup_history       (HwDocument        *self);
/* Returns how many steps of the full history are applied (0 = none: the document as opened). */
guint             hw_document_get_history_position (HwDocument     *self);
/* Returns every step, done and undone, oldest first (free with g_strfreev): the first
 * hw_document_get_history_position() of them are applied. */
char            **hw_document_dup_full_history  (HwDocument        *self);
/* Undoes or redoes until exactly @position steps of the full history are applied. */
void              hw_document_go_to_history     (HwDocument        *self,
                                                 guint              position);

/* Saves atomically to @path (NULL: the document's own file) and makes it the document's file. */
gboolean          hw_document_save              (HwDocument        *self,
                                                 const char        *path,
                                                 GError           **error);
/* Writes the scenario to @path without changing the document's file or modified flag. */
gboolean          hw_document_save_copy         (HwDocument        *self,
                                                 const char        *path,
                                                 GError           **error);

/* Returns the diagnostics of the current scenario (HwDiagnostic*), recomputed after each change. */
GPtrArray        *hw_document_get_diagnostics   (HwDocument        *self);

G_END_DECLS
