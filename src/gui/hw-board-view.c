/* hw-board-view.c: the board canvas.
 *
 * Drawing and picking both go through HwBoardScene, whose view is a pure function of the
 * widget's size, zoom and pan: a click is mapped back to a hex with the renderer's picking,
 * never with anything remembered while drawing.
 */
#include "config.h"

#include <math.h>

#include "hw-autocleanups.h"
#include "hw-balance.h"
#include "hw-board-scene.h"
#include "hw-board-view.h"
#include "hw-render-overlay.h"

#define HW_ZOOM_STEP 1.2
#define HW_FLASH_TICKS 6

struct _HwBoardView
{
  GtkWidget     parent_instance;

  HwBoardScene  scene;

  /* pointer state */
  gboolean      has_pointer;
  double        pointer_x;
  double        pointer_y;
  gboolean      has_hover;
  HwCoord       hover;
  gboolean      space_down;

  /* the view was zoomed or panned by hand: resizing no longer fits the board afresh */
  gboolean      user_zoomed;
  int           fitted_width;
  int           fitted_height;

  /* an ongoing drag */
  gboolean      panning;
  gboolean      painting;
  double        drag_pan_x;
  double        drag_pan_y;
  HwCoord       drag_last;

  /* typing a chit number: "1" waits for its second digit */
  gboolean      pending_one;

  /* flashing the selection */
  GArray       *selected;
  guint         flash_source;
  guint         flash_ticks;

  /* the pip overlay: node sums computed when first drawn after a change of the board */
  gboolean      pip_overlay;
  HwGraph      *pip_graph;
  int          *pip_sums;

  /* an overlay another window draws in board space (the simulation heatmap) */
  HwBoardViewOverlayFunc overlay_func;
  gpointer      overlay_data;
};

enum { HEX_PRESSED, HEX_DRAGGED, DRAG_ENDED, CHIT_TYPED, HOVER_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_ZOOM, PROP_PIP_OVERLAY, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (HwBoardView, hw_board_view, GTK_TYPE_WIDGET)

static double
hw_board_view_width (HwBoardView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self));
}

static double
hw_board_view_height (HwBoardView *self)
{
  return gtk_widget_get_height (GTK_WIDGET (self));
}

/* Forgets the node pip sums: the board they were computed for has changed. */
static void
hw_board_view_clear_pips (HwBoardView *self)
{
  g_clear_pointer (&self->pip_graph, hw_graph_free);
  g_clear_pointer (&self->pip_sums, g_free);
}

/* Draws the pip overlay over the board drawn by the scene. */
static void
hw_board_view_draw_pips (HwBoardView *self,
                         cairo_t     *cr,
                         double       width,
                         double       height)
{
  HwRenderView view;

  if (self->pip_graph == NULL)
    {
      self->pip_graph = hw_graph_new (self->scene.board);
      self->pip_sums = g_new0 (int, MAX (self->pip_graph->n_nodes, 1));
      hw_balance_node_pips (self->scene.board, self->pip_graph, self->pip_sums);
    }
  hw_board_scene_get_view (&self->scene, width, height, &view);
  cairo_save (cr);
  hw_render_view_apply (&view, cr);
  hw_render_overlay_node_pips (cr, self->scene.board, self->pip_graph, self->pip_sums,
                               &self->scene.options);
  cairo_restore (cr);
}

/* Draws the board again on the next frame (anything changed but the hover). */
static void
hw_board_view_redraw (HwBoardView *self)
{
  hw_board_scene_invalidate (&self->scene);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
hw_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  HwBoardView *self = HW_BOARD_VIEW (widget);
  double width = hw_board_view_width (self);
  double height = hw_board_view_height (self);
  g_autoptr(cairo_t) cr = NULL;

  if (width <= 0 || height <= 0)
    return;
  {
    /* The ground follows the style: light text means a dark style (GTK 4.8 has no other
     * way to ask), and the tiles read on either. */
    GdkRGBA fg;
    gboolean dark;

    gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
    dark = 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue > 0.5;
    if (dark != self->scene.dark)
      {
        self->scene.dark = dark;
        hw_board_scene_invalidate (&self->scene);
      }
  }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  hw_board_scene_render (&self->scene, cr, width, height, gtk_widget_get_scale_factor (widget));
  if (self->pip_overlay && self->scene.board != NULL)
    hw_board_view_draw_pips (self, cr, width, height);
  if (self->overlay_func != NULL && self->scene.board != NULL)
    {
      HwRenderView view;

      hw_board_scene_get_view (&self->scene, width, height, &view);
      cairo_save (cr);
      hw_render_view_apply (&view, cr);
      self->overlay_func (cr, &self->scene.options, self->overlay_data);
      cairo_restore (cr);
    }
}

/* Returns TRUE when there is a hex of the board at pixel (x, y), and it in @c. */
static gboolean
hw_board_view_pick (HwBoardView *self,
                    double       x,
                    double       y,
                    HwCoord     *c)
{
  *c = hw_board_scene_pick (&self->scene, hw_board_view_width (self),
                            hw_board_view_height (self), x, y);
  return self->scene.board != NULL;
}

static void
hw_board_view_update_hover (HwBoardView *self)
{
  HwCoord c = { 0, 0 };
  gboolean has = FALSE;

  if (self->has_pointer && self->scene.board != NULL)
    has = hw_board_view_pick (self, self->pointer_x, self->pointer_y, &c);

  if (has == self->has_hover && (!has || hw_coord_equal (c, self->hover)))
    return;

  self->has_hover = has;
  self->hover = c;
  self->pending_one = FALSE;
  self->scene.has_hover = has;
  self->scene.hover = c;
  /* Only the hover moves: the cached board stays valid. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[HOVER_CHANGED], 0);
}

static void
hw_board_view_motion (GtkEventControllerMotion *motion,
                      double                    x,
                      double                    y,
                      HwBoardView              *self)
{
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  hw_board_view_update_hover (self);
}

static void
hw_board_view_leave (GtkEventControllerMotion *motion,
                     HwBoardView              *self)
{
  self->has_pointer = FALSE;
  hw_board_view_update_hover (self);
}

static void
hw_board_view_drag_begin (GtkGestureDrag *gesture,
                          double          x,
                          double          y,
                          HwBoardView    *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  HwCoord c;
  HwSide side;

  gtk_widget_grab_focus (GTK_WIDGET (self));

  if (button == GDK_BUTTON_MIDDLE || (button == GDK_BUTTON_PRIMARY && self->space_down))
    {
      self->panning = TRUE;
      self->drag_pan_x = self->scene.pan_x;
      self->drag_pan_y = self->scene.pan_y;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      return;
    }
  if (self->scene.board == NULL)
    return;

  side = hw_board_scene_pick_side (&self->scene, hw_board_view_width (self),
                                   hw_board_view_height (self), x, y, &c);
  self->painting = TRUE;
  self->drag_last = c;
  g_signal_emit (self, signals[HEX_PRESSED], 0, c.q, c.r, (int) side, button);
}

static void
hw_board_view_drag_update (GtkGestureDrag *gesture,
                           double          dx,
                           double          dy,
                           HwBoardView    *self)
{
  double x0, y0;
  HwCoord c;

  if (self->panning)
    {
      self->user_zoomed = TRUE;
      self->scene.pan_x = self->drag_pan_x + dx;
      self->scene.pan_y = self->drag_pan_y + dy;
      hw_board_view_redraw (self);
      return;
    }
  if (!self->painting)
    return;

  gtk_gesture_drag_get_start_point (gesture, &x0, &y0);
  if (!hw_board_view_pick (self, x0 + dx, y0 + dy, &c) || hw_coord_equal (c, self->drag_last))
    return;
  self->drag_last = c;
  g_signal_emit (self, signals[HEX_DRAGGED], 0, c.q, c.r);
}

static void
hw_board_view_drag_end (GtkGestureDrag *gesture,
                        double          dx,
                        double          dy,
                        HwBoardView    *self)
{
  if (self->panning)
    {
      self->panning = FALSE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");
    }
  if (self->painting)
    {
      self->painting = FALSE;
      g_signal_emit (self, signals[DRAG_ENDED], 0);
    }
}

static gboolean
hw_board_view_scroll (GtkEventControllerScroll *scroll,
                      double                    dx,
                      double                    dy,
                      HwBoardView              *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));
  double width = hw_board_view_width (self);
  double height = hw_board_view_height (self);

  self->user_zoomed = TRUE;
  if (state & GDK_CONTROL_MASK)
    {
      double x = self->has_pointer ? self->pointer_x : width / 2;
      double y = self->has_pointer ? self->pointer_y : height / 2;

      hw_board_scene_zoom_at (&self->scene, width, height,
                              self->scene.zoom * pow (HW_ZOOM_STEP, -dy), x, y);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
  else
    {
      self->scene.pan_x -= dx * 40;
      self->scene.pan_y -= dy * 40;
    }
  hw_board_view_update_hover (self);
  hw_board_view_redraw (self);
  return TRUE;
}

static gboolean
hw_board_view_key_pressed (GtkEventControllerKey *key,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           HwBoardView           *self)
{
  guint32 ch;
  int digit;

  if (keyval == GDK_KEY_space)
    {
      self->space_down = TRUE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
      return TRUE;
    }
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK) || !self->has_hover)
    return FALSE;

  ch = gdk_keyval_to_unicode (keyval);
  if (ch < '0' || ch > '9')
    return FALSE;
  digit = ch - '0';

  /* Typing over a hex sets its chit: "6" is a six, "1" then "0".."2" is ten to twelve,
   * and "0" alone takes the chit away. */
  if (self->pending_one)
    {
      self->pending_one = FALSE;
      if (digit <= 2)
        g_signal_emit (self, signals[CHIT_TYPED], 0, self->hover.q, self->hover.r, 10 + digit);
      return TRUE;
    }
  if (digit == 1)
    {
      self->pending_one = TRUE;
      return TRUE;
    }
  if (digit == 7)
    return TRUE;
  g_signal_emit (self, signals[CHIT_TYPED], 0, self->hover.q, self->hover.r, digit);
  return TRUE;
}

static void
hw_board_view_key_released (GtkEventControllerKey *key,
                            guint                  keyval,
                            guint                  keycode,
                            GdkModifierType        state,
                            HwBoardView           *self)
{
  if (keyval == GDK_KEY_space)
    {
      self->space_down = FALSE;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->panning ? "grabbing" : "crosshair");
    }
}

static void
hw_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  HwBoardView *self = HW_BOARD_VIEW (widget);

  /* Until the designer zooms or pans, the board fills whatever room the window gives it. */
  if (!self->user_zoomed && (width != self->fitted_width || height != self->fitted_height))
    {
      self->fitted_width = width;
      self->fitted_height = height;
      hw_board_scene_fit (&self->scene);
      hw_board_scene_invalidate (&self->scene);
    }
}

static void
hw_board_view_dispose (GObject *object)
{
  HwBoardView *self = HW_BOARD_VIEW (object);

  g_clear_handle_id (&self->flash_source, g_source_remove);
  g_clear_pointer (&self->selected, g_array_unref);
  hw_board_view_clear_pips (self);
  hw_board_scene_clear (&self->scene);
  G_OBJECT_CLASS (hw_board_view_parent_class)->dispose (object);
}

static void
hw_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HwBoardView *self = HW_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->scene.zoom);
      break;
    case PROP_PIP_OVERLAY:
      g_value_set_boolean (value, self->pip_overlay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hw_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HwBoardView *self = HW_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      hw_board_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_PIP_OVERLAY:
      hw_board_view_set_pip_overlay (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hw_board_view_class_init (HwBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hw_board_view_dispose;
  object_class->get_property = hw_board_view_get_property;
  object_class->set_property = hw_board_view_set_property;
  widget_class->snapshot = hw_board_view_snapshot;
  widget_class->size_allocate = hw_board_view_size_allocate;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 0.1, 8.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PIP_OVERLAY] =
    g_param_spec_boolean ("pip-overlay", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A button went down over hex (q, r), nearest to its side @side. */
  signals[HEX_PRESSED] = g_signal_new ("hex-pressed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                                       G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  /* The pointer was dragged onto another hex (q, r) with the button down. */
  signals[HEX_DRAGGED] = g_signal_new ("hex-dragged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* The button that started hex-pressed went up. */
  signals[DRAG_ENDED] = g_signal_new ("drag-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A chit number (0 = none) was typed over hex (q, r). */
  signals[CHIT_TYPED] = g_signal_new ("chit-typed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                      G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /* The pointer moved onto another hex, or off the board (see hw_board_view_get_hover). */
  signals[HOVER_CHANGED] = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
hw_board_view_init (HwBoardView *self)
{
  GtkEventController *controller;
  GtkGesture *drag;

  hw_board_scene_init (&self->scene);
  self->scene.options.labels = FALSE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (hw_board_view_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (hw_board_view_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (hw_board_view_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (hw_board_view_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (hw_board_view_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (hw_board_view_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (hw_board_view_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (hw_board_view_key_pressed), self);
  g_signal_connect (controller, "key-released", G_CALLBACK (hw_board_view_key_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

GtkWidget *
hw_board_view_new (void)
{
  return g_object_new (HW_TYPE_BOARD_VIEW, NULL);
}

void
hw_board_view_set_board (HwBoardView   *self,
                         const HwBoard *board)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  self->scene.board = board;
  /* The first board shown on an empty canvas is fitted; later edits keep the view still. */
  if (!self->scene.has_fit_box && board != NULL && hw_board_n_hexes (board) > 0)
    {
      hw_board_scene_fit (&self->scene);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
  hw_board_view_clear_pips (self);
  self->has_hover = FALSE;
  self->scene.has_hover = FALSE;
  hw_board_view_update_hover (self);
  hw_board_view_redraw (self);
}

double
hw_board_view_get_zoom (HwBoardView *self)
{
  g_return_val_if_fail (HW_IS_BOARD_VIEW (self), 1.0);
  return self->scene.zoom;
}

void
hw_board_view_set_zoom (HwBoardView *self,
                        double       zoom)
{
  double width, height;

  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  zoom = CLAMP (zoom, 0.1, 8.0);
  if (zoom == self->scene.zoom)
    return;
  self->user_zoomed = TRUE;
  width = hw_board_view_width (self);
  height = hw_board_view_height (self);
  hw_board_scene_zoom_at (&self->scene, width, height, zoom, width / 2, height / 2);
  hw_board_view_update_hover (self);
  hw_board_view_redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

void
hw_board_view_recenter (HwBoardView *self)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  self->scene.pan_x = 0;
  self->scene.pan_y = 0;
  hw_board_view_update_hover (self);
  hw_board_view_redraw (self);
}

void
hw_board_view_zoom_fit (HwBoardView *self)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  self->user_zoomed = FALSE;
  hw_board_scene_fit (&self->scene);
  hw_board_view_update_hover (self);
  hw_board_view_redraw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
hw_board_view_mark_all (HwBoardView  *self,
                        GArray       *coords,
                        HwRenderMark  mark)
{
  for (guint i = 0; coords != NULL && i < coords->len; i++)
    hw_board_scene_add_mark (&self->scene, g_array_index (coords, HwCoord, i), mark);
}

void
hw_board_view_set_problems (HwBoardView *self,
                            GArray      *errors,
                            GArray      *warnings)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  hw_board_scene_clear_marks (&self->scene, HW_RENDER_MARK_ERROR | HW_RENDER_MARK_WARNING);
  hw_board_view_mark_all (self, warnings, HW_RENDER_MARK_WARNING);
  hw_board_view_mark_all (self, errors, HW_RENDER_MARK_ERROR);
  hw_board_view_redraw (self);
}

static gboolean
hw_board_view_flash_tick (gpointer data)
{
  HwBoardView *self = data;

  self->flash_ticks++;
  hw_board_scene_clear_marks (&self->scene, HW_RENDER_MARK_SELECTED);
  /* Blink, then stay selected so the designer can still find the hexes. */
  if (self->flash_ticks % 2 == 0 || self->flash_ticks >= HW_FLASH_TICKS)
    hw_board_view_mark_all (self, self->selected, HW_RENDER_MARK_SELECTED);
  hw_board_view_redraw (self);
  if (self->flash_ticks >= HW_FLASH_TICKS)
    {
      self->flash_source = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
hw_board_view_flash (HwBoardView *self,
                     GArray      *coords)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  g_clear_handle_id (&self->flash_source, g_source_remove);
  g_clear_pointer (&self->selected, g_array_unref);
  hw_board_scene_clear_marks (&self->scene, HW_RENDER_MARK_SELECTED);
  if (coords != NULL && coords->len > 0)
    {
      self->selected = g_array_copy (coords);
      hw_board_view_mark_all (self, self->selected, HW_RENDER_MARK_SELECTED);
      self->flash_ticks = 0;
      self->flash_source = g_timeout_add (180, hw_board_view_flash_tick, self);
    }
  hw_board_view_redraw (self);
}

guint
hw_board_view_get_n_selected (HwBoardView *self)
{
  g_return_val_if_fail (HW_IS_BOARD_VIEW (self), 0);
  return self->selected != NULL ? self->selected->len : 0;
}

gboolean
hw_board_view_get_hover (HwBoardView *self,
                         HwCoord     *c)
{
  g_return_val_if_fail (HW_IS_BOARD_VIEW (self), FALSE);

  if (self->has_hover && c != NULL)
    *c = self->hover;
  return self->has_hover;
}

void
hw_board_view_set_pip_overlay (HwBoardView *self,
                               gboolean     shown)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  shown = !!shown;
  if (self->pip_overlay == shown)
    return;
  self->pip_overlay = shown;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIP_OVERLAY]);
}

gboolean
hw_board_view_get_pip_overlay (HwBoardView *self)
{
  g_return_val_if_fail (HW_IS_BOARD_VIEW (self), FALSE);
  return self->pip_overlay;
}

void
hw_board_view_set_overlay_func (HwBoardView            *self,
                                HwBoardViewOverlayFunc  func,
                                gpointer                user_data)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  self->overlay_func = func;
  self->overlay_data = user_data;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hw_board_view_get_mapping (HwBoardView  *self,
                           HwRenderView *view)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));
  hw_board_scene_get_view (&self->scene, hw_board_view_width (self), hw_board_view_height (self),
                           view);
}

void
hw_board_view_get_screen_options (HwBoardView     *self,
                                  HwRenderOptions *options)
{
  HwRenderView view;

  g_return_if_fail (HW_IS_BOARD_VIEW (self));
  hw_board_view_get_mapping (self, &view);
  hw_board_scene_screen_options (&self->scene, &view, options);
}

gboolean
hw_board_view_draws_dark (HwBoardView *self)
{
  g_return_val_if_fail (HW_IS_BOARD_VIEW (self), FALSE);

  return self->scene.dark;
}

void
hw_board_view_keep_fitted (HwBoardView *self)
{
  g_return_if_fail (HW_IS_BOARD_VIEW (self));

  if (!self->user_zoomed)
    hw_board_view_zoom_fit (self);
}
