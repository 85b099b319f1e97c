/* hw-tool-palette.c: tool buttons for terrains, chits, harbors, pawns and erasing.
 *
 * The buttons hold no state: each one names a value of the stateful window action "win.tool"
 * ("paint:forest", "chit:6", "harbor:brick", "pawn:raider", "erase"), so shortcuts, menus
 * and buttons always agree.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hw-render.h"
#include "hw-tool-palette.h"

struct _HwToolPalette
{
  GtkBox     parent_instance;

  /* template widgets */
  GtkFlowBox *terrain_box;
  GtkFlowBox *chit_box;
  GtkFlowBox *harbor_box;
  GtkFlowBox *pawn_box;
};

G_DEFINE_FINAL_TYPE (HwToolPalette, hw_tool_palette, GTK_TYPE_BOX)

/* The palette's terrain buttons, with the key that picks each (see HwWindow's bindings). */
static const HwTerrain palette_terrains[] = {
  HW_TERRAIN_SEA, HW_TERRAIN_DESERT, HW_TERRAIN_FIELDS, HW_TERRAIN_HILLS,
  HW_TERRAIN_MOUNTAINS, HW_TERRAIN_FOREST, HW_TERRAIN_PASTURE, HW_TERRAIN_GOLD,
  HW_TERRAIN_VOLCANO, HW_TERRAIN_JUNGLE, HW_TERRAIN_CASTLE,
};

static void
hw_tool_palette_draw_swatch (GtkDrawingArea *area,
                             cairo_t        *cr,
                             int             width,
                             int             height,
                             gpointer        data)
{
  HwHex hex = { 0 };
  HwRenderOptions options;
  double radius;

  hex.terrain = GPOINTER_TO_INT (data);
  hw_render_options_init (&options);
  options.labels = FALSE;
  radius = hw_render_hex_radius (&options);
  cairo_translate (cr, width / 2.0, height / 2.0);
  cairo_scale (cr, (height / 2.0 - 1) / radius, (height / 2.0 - 1) / radius);
  hw_render_hex_tile (cr, &hex, FALSE, &options);
}

static GtkWidget *
hw_tool_palette_button (const char *action,
                        GVariant   *target,
                        GtkWidget  *icon,
                        const char *label,
                        const char *tooltip)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  if (icon != NULL)
    gtk_box_append (GTK_BOX (box), icon);
  if (label != NULL)
    {
      GtkWidget *text = gtk_label_new (label);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_label_set_ellipsize (GTK_LABEL (text), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (box), text);
    }
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "tool-button");
  return button;
}

static void
hw_tool_palette_class_init (HwToolPaletteClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hexwright/Hexwright/HwToolPalette.ui");
  gtk_widget_class_bind_template_child (widget_class, HwToolPalette, terrain_box);
  gtk_widget_class_bind_template_child (widget_class, HwToolPalette, chit_box);
  gtk_widget_class_bind_template_child (widget_class, HwToolPalette, harbor_box);
  gtk_widget_class_bind_template_child (widget_class, HwToolPalette, pawn_box);
}

static void
hw_tool_palette_init (HwToolPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (palette_terrains); i++)
    {
      HwTerrain terrain = palette_terrains[i];
      g_autofree char *tool = g_strconcat ("paint:", hw_terrain_to_string (terrain), NULL);
      g_autofree char *tip = g_strdup_printf (_("Paint %s"), hw_terrain_label (terrain));
      GtkWidget *swatch = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 20);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 22);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), hw_tool_palette_draw_swatch,
                                      GINT_TO_POINTER (terrain), NULL);
      gtk_flow_box_append (self->terrain_box,
                           hw_tool_palette_button ("win.tool", g_variant_new_string (tool), swatch,
                                                   hw_terrain_label (terrain), tip));
    }

  for (int n = 2; n <= 12; n++)
    {
      g_autofree char *text = g_strdup_printf ("%d", n);
      g_autofree char *tip = g_strdup_printf (_("Number chit %d"), n);
      GtkWidget *button;
      g_autofree char *tool = g_strdup_printf ("chit:%d", n);

      if (n == 7)
        continue;
      button = hw_tool_palette_button ("win.tool", g_variant_new_string (tool), NULL, text, tip);
      if (n == 6 || n == 8)
        gtk_widget_add_css_class (button, "red-chit");
      gtk_widget_add_css_class (button, "chit-button");
      gtk_flow_box_append (self->chit_box, button);
    }

  gtk_flow_box_append (self->harbor_box,
                       hw_tool_palette_button ("win.tool", g_variant_new_string ("harbor:generic"),
                                               NULL, _("3:1"), _("Generic harbor, 3:1")));
  for (HwResource res = 0; res < HW_N_RESOURCES; res++)
    {
      g_autofree char *tip = g_strdup_printf (_("%s harbor, 2:1"), hw_resource_label (res));
      g_autofree char *tool = g_strconcat ("harbor:", hw_resource_to_string (res), NULL);
      gtk_flow_box_append (self->harbor_box,
                           hw_tool_palette_button ("win.tool", g_variant_new_string (tool),
                                                   NULL, hw_resource_label (res), tip));
    }

  for (HwPawn pawn = 0; pawn < HW_N_PAWNS; pawn++)
    {
      g_autofree char *tool = g_strconcat ("pawn:", hw_pawn_to_string (pawn), NULL);
      g_autofree char *tip = g_strdup_printf (_("Add a %s (right click removes one)"), hw_pawn_label (pawn));
      gtk_flow_box_append (self->pawn_box,
                           hw_tool_palette_button ("win.tool", g_variant_new_string (tool),
                                                   NULL, hw_pawn_label (pawn), tip));
    }
}
