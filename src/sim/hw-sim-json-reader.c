/* hw-sim-json-reader.c: reading a simulation result back, one checked look-up at a time.
 *
 * A damaged or hand-edited document must give an error naming what is wrong, never a
 * critical: every member is looked up through these, which note the first one missing or of
 * the wrong type and return a neutral value, so a reader checks once at the end.
 */
#include "config.h"

#include "hw-sim-stats-private.h"

gboolean
hw_sim_json_holds (JsonNode *n,
                   GType     type)
{
  /* json_node_get_value_type warns on nodes that are not values. */
  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == type;
}

static void
note (HwSimJsonReader *rd,
      const char      *name)
{
  rd->missing = rd->missing ? rd->missing : name;
}

JsonObject *
hw_sim_json_object (HwSimJsonReader *rd,
                    JsonObject      *o,
                    const char      *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_OBJECT (n))
    {
      note (rd, name);
      return NULL;
    }
  return json_node_get_object (n);
}

JsonArray *
hw_sim_json_array (HwSimJsonReader *rd,
                   JsonObject      *o,
                   const char      *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    {
      note (rd, name);
      return NULL;
    }
  return json_node_get_array (n);
}

gint64
hw_sim_json_node_int (HwSimJsonReader *rd,
                      JsonNode        *n,
                      const char      *name)
{
  if (!hw_sim_json_holds (n, G_TYPE_INT64) || json_node_get_int (n) < 0)
    {
      note (rd, name);
      return 0;
    }
  return json_node_get_int (n);
}

guint64
hw_sim_json_int (HwSimJsonReader *rd,
                 JsonObject      *o,
                 const char      *name)
{
  return (guint64) hw_sim_json_node_int (rd, o ? json_object_get_member (o, name) : NULL, name);
}

const char *
hw_sim_json_string (HwSimJsonReader *rd,
                    JsonObject      *o,
                    const char      *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (!hw_sim_json_holds (n, G_TYPE_STRING))
    {
      note (rd, name);
      return "";
    }
  return json_node_get_string (n);
}

gboolean
hw_sim_json_bool (HwSimJsonReader *rd,
                  JsonObject      *o,
                  const char      *name)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;

  if (!hw_sim_json_holds (n, G_TYPE_BOOLEAN))
    {
      note (rd, name);
      return FALSE;
    }
  return json_node_get_boolean (n);
}

JsonObject *
hw_sim_json_element (JsonArray *list,
                     guint      i)
{
  JsonNode *n = json_array_get_element (list, i);

  return JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
}
