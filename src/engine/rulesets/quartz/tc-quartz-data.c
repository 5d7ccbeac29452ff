/* tc-quartz-data.c: reads data/games/quartz/quartz.json from the GResource
 *
 * The file is part of the build, so a mistake in it is a programming
 * error: it stops the program with the reason rather than refereeing a
 * game with wrong values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tc-error.h"
#include "tc-quartz-data.h"

#define DATA_RESOURCE "/io/github/tablecraft/Tablecraft/games/quartz/quartz.json"

static const char *kind_ids[] = { "white", "pink", "green", "blue", "red", "yellow", "unstable" };
G_STATIC_ASSERT (G_N_ELEMENTS (kind_ids) == TC_QUARTZ_N_KINDS);

static const char *face_ids[] = { "pickaxe", "jackhammer", "chest", "minecart", "steal", "helmet" };
G_STATIC_ASSERT (G_N_ELEMENTS (face_ids) == TC_QUARTZ_N_FACES);

static char
read_key (JsonObject *object)
{
  const char *key = json_object_get_string_member (object, "key");

  if (key == NULL || strlen (key) != 1 || !g_ascii_islower (key[0]))
    g_error ("quartz.json: “%s” needs a one-letter key", json_object_get_string_member (object, "id"));

  return key[0];
}

static void
read_crystals (TcQuartzData *data,
               JsonArray    *array)
{
  if (json_array_get_length (array) != TC_QUARTZ_N_KINDS)
    g_error ("quartz.json: expected %d crystals", TC_QUARTZ_N_KINDS);

  for (guint i = 0; i < TC_QUARTZ_N_KINDS; i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);
      TcQuartzCrystal *crystal = &data->crystals[i];

      crystal->id = g_strdup (json_object_get_string_member (object, "id"));
      if (g_strcmp0 (crystal->id, kind_ids[i]) != 0)
        g_error ("quartz.json: crystal %u must be “%s”", i + 1, kind_ids[i]);
      crystal->name = g_strdup (json_object_get_string_member (object, "name"));
      crystal->color = g_strdup (json_object_get_string_member (object, "color"));
      crystal->key = read_key (object);
      crystal->value = json_object_get_int_member (object, "value");
    }
}

static void
read_faces (TcQuartzData *data,
            JsonArray    *array)
{
  if (json_array_get_length (array) != TC_QUARTZ_N_FACES)
    g_error ("quartz.json: expected %d die faces", TC_QUARTZ_N_FACES);

  for (guint i = 0; i < TC_QUARTZ_N_FACES; i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);
      TcQuartzFaceInfo *face = &data->faces[i];

      face->id = g_strdup (json_object_get_string_member (object, "id"));
      if (g_strcmp0 (face->id, face_ids[i]) != 0)
        g_error ("quartz.json: face %u must be “%s”", i + 1, face_ids[i]);
      face->name = g_strdup (json_object_get_string_member (object, "name"));
      face->key = read_key (object);
      face->min_strength = json_object_get_int_member (object, "min_strength");
    }

  if (data->faces[TC_QUARTZ_HELMET].min_strength != 0)
    g_error ("quartz.json: the helmet is no action of its own");
}

static void
read_sets (TcQuartzData *data,
           JsonArray    *array)
{
  data->n_sets = json_array_get_length (array);
  if (data->n_sets > TC_QUARTZ_MAX_SETS)
    g_error ("quartz.json: more than %d set bonuses", TC_QUARTZ_MAX_SETS);

  for (guint i = 0; i < data->n_sets; i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      data->set_counts[i] = json_object_get_int_member (object, "count");
      data->set_bonuses[i] = json_object_get_int_member (object, "bonus");
      if (i > 0 && data->set_counts[i] <= data->set_counts[i - 1])
        g_error ("quartz.json: set bonuses must be in ascending count");
    }

  /* Scores are computed after every entry: look the bonus up. */
  for (guint count = 0; count <= TC_QUARTZ_MOST_HELD; count++)
    for (guint i = 0; i < data->n_sets && data->set_counts[i] <= count; i++)
      data->bonus_by_count[count] = data->set_bonuses[i];
}

static void
read_default_bag (TcQuartzData *data,
                  JsonObject   *bag)
{
  JsonObject *counts = json_object_get_object_member (bag, "counts");

  data->default_bag_verified = json_object_get_boolean_member (bag, "verified");
  data->default_bag_source = g_strdup (json_object_get_string_member (bag, "source"));
  for (guint i = 0; i < TC_QUARTZ_N_COLOURS; i++)
    {
      data->default_bag[i] = json_object_get_int_member (counts, kind_ids[i]);
      if (data->default_bag[i] > data->most_of_a_colour || data->most_of_a_colour > TC_QUARTZ_MOST_HELD)
        g_error ("quartz.json: the default bag holds too many %s", kind_ids[i]);
    }
}

static TcQuartzData *
load (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (DATA_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_autoptr(JsonParser) parser = json_parser_new ();
  TcQuartzData *data = g_new0 (TcQuartzData, 1);
  JsonObject *root;

  if (bytes == NULL ||
      !json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    g_error ("%s: %s", DATA_RESOURCE, error->message);

  root = json_node_get_object (json_parser_get_root (parser));
  read_crystals (data, json_object_get_array_member (root, "crystals"));
  read_faces (data, json_object_get_array_member (root, "faces"));
  read_sets (data, json_object_get_array_member (root, "set_bonuses"));
  data->chest_penalty = json_object_get_int_member (root, "chest_penalty");
  data->n_rounds = json_object_get_int_member (root, "rounds");
  data->free_rerolls = json_object_get_int_member (root, "free_rerolls");
  data->unstable_first_round = json_object_get_int_member (root, "unstable_first_round");
  data->unstable_later_rounds = json_object_get_int_member (root, "unstable_later_rounds");
  data->most_of_a_colour = json_object_get_int_member (root, "most_of_a_colour");
  if (json_object_get_int_member (root, "dice") != TC_QUARTZ_N_DICE)
    g_error ("quartz.json: the referee knows games of %d dice", TC_QUARTZ_N_DICE);
  read_default_bag (data, json_object_get_object_member (root, "default_bag"));

  return data;
}

/* Returns: (transfer none): the data, read once and kept */
const TcQuartzData *
tc_quartz_data_get_default (void)
{
  static TcQuartzData *data;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      data = load ();
      g_once_init_leave (&once, 1);
    }

  return data;
}

/* Returns: the crystal's index, or -1 */
gint
tc_quartz_data_find_crystal (const TcQuartzData *data,
                             const char         *id)
{
  for (guint i = 0; i < TC_QUARTZ_N_KINDS; i++)
    if (g_strcmp0 (data->crystals[i].id, id) == 0)
      return i;

  return -1;
}

/* Returns: the face's index, or -1 */
gint
tc_quartz_data_find_face (const TcQuartzData *data,
                          const char         *id)
{
  for (guint i = 0; i < TC_QUARTZ_N_FACES; i++)
    if (g_strcmp0 (data->faces[i].id, id) == 0)
      return i;

  return -1;
}

gint
tc_quartz_data_crystal_by_key (const TcQuartzData *data,
                               gunichar            key)
{
  for (guint i = 0; i < TC_QUARTZ_N_KINDS; i++)
    if ((gunichar) data->crystals[i].key == g_unichar_tolower (key))
      return i;

  return -1;
}

gint
tc_quartz_data_face_by_key (const TcQuartzData *data,
                            gunichar            key)
{
  for (guint i = 0; i < TC_QUARTZ_N_FACES; i++)
    if ((gunichar) data->faces[i].key == g_unichar_tolower (key))
      return i;

  return -1;
}

/* "p pickaxe, j jackhammer, …": the letters of the crystals or of the
 * faces, for a sentence that says what may be typed.
 */
static char *
list_keys (const TcQuartzData *data,
           gboolean            faces)
{
  GString *list = g_string_new (NULL);
  guint n = faces ? TC_QUARTZ_N_FACES : TC_QUARTZ_N_KINDS;

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (list, _(", "));
      /* TRANSLATORS: a letter to type and what it stands for, e.g. "p pickaxe" */
      g_string_append_printf (list, _("%c %s"),
                              faces ? data->faces[i].key : data->crystals[i].key,
                              faces ? tc_quartz_data_face_name (data, i) : tc_quartz_data_crystal_name (data, i));
    }

  return g_string_free (list, FALSE);
}

static gboolean
refuse_dice (const TcQuartzData  *data,
             const char          *text,
             GError             **error)
{
  g_autofree char *keys = list_keys (data, TRUE);

  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               _("“%s” is not five dice: type a letter for each die (%s)"), text, keys);
  return FALSE;
}

/**
 * tc_quartz_data_parse_dice:
 * @text: what the table typed for a roll: five face letters ("ppchs") or
 *   face ids, white space between them allowed
 * @dice: (out caller-allocates): TC_QUARTZ_N_DICE face indices
 *
 * Returns: whether @text names exactly five faces; if not, @error says
 *   what may be typed
 */
gboolean
tc_quartz_data_parse_dice (const TcQuartzData  *data,
                           const char          *text,
                           guint               *dice,
                           GError             **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n,", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      gint face = tc_quartz_data_find_face (data, words[i]);

      if (*words[i] == '\0')
        continue;
      if (face >= 0)
        {
          if (n == TC_QUARTZ_N_DICE)
            return refuse_dice (data, text, error);
          dice[n++] = face;
          continue;
        }

      for (const char *c = words[i]; *c != '\0'; c = g_utf8_next_char (c))
        {
          face = tc_quartz_data_face_by_key (data, g_utf8_get_char (c));
          if (face < 0 || n == TC_QUARTZ_N_DICE)
            return refuse_dice (data, text, error);
          dice[n++] = face;
        }
    }

  return n == TC_QUARTZ_N_DICE || refuse_dice (data, text, error);
}

/* Returns: the crystal @text names by its id or its letter, or -1 with
 * @error saying what may be typed
 */
gint
tc_quartz_data_parse_crystal (const TcQuartzData  *data,
                              const char          *text,
                              GError             **error)
{
  g_autofree char *word = g_strstrip (g_ascii_strdown (text, -1));
  g_autofree char *keys = NULL;
  gint kind;

  if (g_utf8_strlen (word, -1) == 1)
    kind = tc_quartz_data_crystal_by_key (data, g_utf8_get_char (word));
  else
    kind = tc_quartz_data_find_crystal (data, word);
  if (kind >= 0)
    return kind;

  keys = list_keys (data, FALSE);
  g_set_error (error, TC_FORMAT_ERROR, TC_FORMAT_ERROR_INVALID,
               _("“%s” is not a crystal: type its letter (%s)"), text, keys);
  return -1;
}

/* The bonus for @count crystals of one colour: the largest set reached. */
gint
tc_quartz_data_set_bonus (const TcQuartzData *data,
                          guint               count)
{
  return data->bonus_by_count[MIN (count, TC_QUARTZ_MOST_HELD)];
}

const char *
tc_quartz_data_crystal_name (const TcQuartzData *data,
                             guint               kind)
{
  g_return_val_if_fail (kind < TC_QUARTZ_N_KINDS, NULL);

  return _(data->crystals[kind].name);
}

const char *
tc_quartz_data_face_name (const TcQuartzData *data,
                          guint               face)
{
  g_return_val_if_fail (face < TC_QUARTZ_N_FACES, NULL);

  return _(data->faces[face].name);
}
