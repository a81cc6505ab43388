/**
 * A slot named by its number, as no text shown to a person may say it, in any of the five
 * languages: "slot 31", "espacio 3", "posició 3", "pozici 3", "υποδοχή 3" (each word's
 * inflections too), and a move written as slot numbers, "from 31 to 3".
 */
export const SLOT_NUMBER =
  /\bslots?\s*\d|espacios?\s*\d|posici[óo]n?s?\s*\d|pozic\S*\s*\d|υποδοχ\S*\s*\d|\bfrom \d+ to \d/i;
