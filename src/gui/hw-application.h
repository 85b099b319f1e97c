/* hw-application.h: the editor application: windows, command line, app-wide actions. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HW_TYPE_APPLICATION (hw_application_get_type ())

G_DECLARE_FINAL_TYPE (HwApplication, hw_application, HW, APPLICATION, GtkApplication)

/* Creates the application (app id io.github.hexwright.Hexwright). */
HwApplication *hw_application_new          (void);
/* Returns the editor's settings, or NULL when the schema is not installed anywhere. */
GSettings     *hw_application_new_settings (void);
/* Gives every window of the default display the editor's stylesheet. */
void           hw_application_load_style   (void);
/* Sets up translations: the build tree's when running uninstalled. Call once from main. */
void           hw_application_init_i18n    (void);

G_END_DECLS
