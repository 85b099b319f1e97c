/* hw-window-private.h: the window's instance, shared by its files. */
#pragma once

#include "hw-board-view.h"
#include "hw-inspector.h"
#include "hw-tool-palette.h"
#include "hw-validation-panel.h"
#include "hw-window.h"

G_BEGIN_DECLS

typedef enum
{
  HW_TOOL_PAINT,
  HW_TOOL_CHIT,
  HW_TOOL_HARBOR,
  HW_TOOL_PAWN,
  HW_TOOL_ERASE,
  HW_TOOL_INVALID,
} HwToolKind;

typedef struct
{
  HwToolKind kind;
  HwTerrain  terrain;    /* HW_TOOL_PAINT */
  int        chit;       /* HW_TOOL_CHIT */
  HwResource resource;   /* HW_TOOL_HARBOR; HW_RESOURCE_NONE = generic 3:1 */
  HwPawn     pawn;       /* HW_TOOL_PAWN */
} HwTool;

struct _HwWindow
{
  GtkApplicationWindow  parent_instance;

  /* template widgets */
  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  GtkMenuButton        *new_button;
  GtkMenuButton        *open_menu_button;
  GtkDropDown          *variant_dropdown;
  GtkStringList        *variant_model;
  HwToolPalette        *palette;
  HwBoardView          *board_view;
  GtkWidget            *side_panel;
  HwInspector          *inspector;
  HwValidationPanel    *validation_panel;
  GtkLabel             *status_label;
  GtkLabel             *zoom_label;
  GtkLabel             *hover_label;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkMenuButton        *history_button;

  /* owned references */
  HwDocument           *document;
  GSettings            *settings;
  GMenu                *recent_menu;
  GMenu                *template_menu;
  GMenu                *history_menu;
  char                 *tool;

  /* an edit made by dragging over the board */
  gboolean              dragging;
  guint                 drag_hexes;
  guint                 drag_button;

  guint                 autosave_source;
  char                 *autosave_path;
  gboolean              autosave_written;  /* autosave_path holds a copy of this document */
  guint                 autosave_position; /* the history position that copy was made at */
  gboolean              updating_variants;
  gboolean              close_confirmed;
  gboolean              templates_filled;
  guint                 shown_variant;    /* the map the view was last fitted to */

  /* the problem chosen in the list, outlined on the board while it lasts: its code, map
   * and hexes (selected_code NULL: none) */
  char                 *selected_code;
  char                 *selected_variant;
  GArray               *selected_hexes;
};

/* Parses a tool name ("paint:forest", "chit:6", "harbor:brick", "pawn:raider", "erase"). */
HwToolKind hw_tool_parse            (const char *tool,
                                     HwTool     *out);
/* Applies the current tool at hex (q, r) with mouse button @button; side is the hex side
 * nearest the pointer (-1 = none). Returns TRUE if the board changed. The caller opens and
 * commits the document edit. */
gboolean hw_window_tool_apply       (HwWindow   *self,
                                     HwCoord     c,
                                     int         side,
                                     guint       button);
/* Returns the name an edit of @n hexes with the current tool goes by in the history. */
char    *hw_window_tool_edit_label  (HwWindow   *self,
                                     guint       n,
                                     guint       button);
/* Adds the board's edge actions and keeps a copy of the zoom in the settings. */
void     hw_window_board_init       (HwWindow   *self);
/* Commits a resize of @n hexes as one undo step and shows the board whole again. */
void     hw_window_board_resized    (HwWindow   *self,
                                     guint       n,
                                     gboolean    grow);
/* Fits the view when @new_document or another map of the same one is shown. */
void     hw_window_board_document_changed (HwWindow *self,
                                           gboolean  new_document);
/* Connects the board view's pointer signals to the tools. */
void     hw_window_tools_init       (HwWindow   *self);
/* Does what the autosave timer does every minute, at once (the tests cannot wait for it). */
void     hw_window_autosave_now     (HwWindow   *self);

/* Runs @step, a move through @self's document history, and shows the board whole again when
 * the move changed its outline (hw-window.c). */
void hw_window_step_history (HwWindow *self,
                             void    (*step) (HwDocument *document, gpointer data),
                             gpointer  data);

G_END_DECLS
