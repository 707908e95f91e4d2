// Swahili verbs carry their subject and tense as prefixes ("tu-ki-vunja": if we break, "i-me-anguka":
// it has fallen), so a visitor's verb is often a form no entry or visitor question holds. Such a word
// says how the question is put, not which thing it is about: it is not the name of something the site
// lacks, as an unknown "E5" or "Mombasa" is.

/** Subject prefixes ("tu-": we, "m-": you all, "i-": it …) and tense or condition markers ("-na-", "-ki-" …). */
const SUBJECT = "ni|u|a|tu|m|mu|wa|i|li|ya|ki|vi|zi|pa|hu";
const TENSE = "na|li|ta|me|ki|nge|si|ka";

/**
 * A subject prefix, a tense or condition marker and a stem ending as Swahili verbs do ("nikijaza",
 * "mtanijibu", "imeandikwa", negated "hazijakufa", "ku-" and "-ja-" forms too), or an infinitive
 * ("kuhudumia"). Place names rarely fit: "Kilimanjaro" ends in -o; on the development set's unknown
 * words it matches only verbs.
 */
const VERB_FORM = new RegExp(`^(?:(?:ha)?(?:${SUBJECT}|ku)(?:${TENSE}|ja)|ku)[a-z]{3,}[aiu]$`);

export const isSwahiliVerbForm = (term: string) => term.length >= 7 && VERB_FORM.test(term);

/** A subject and tense prefix, or the infinitive's "ku", before a borrowed English verb ("tu-ki-cancel"). */
const BORROWED_PREFIX = new RegExp(`^(?:(?:${SUBJECT})(?:${TENSE})|ku)(?=[a-z]{4,}$)`);

/**
 * The English verb a Swahili-inflected word is built on, if it has a verb prefix: "inasupport" →
 * "support", "tukicancel" → "cancel", "kuintegrate" → "integrate". The caller keeps it only when it
 * is a word the corpus or vocabulary knows.
 */
export const borrowedVerb = (word: string): string | undefined => {
  const prefix = BORROWED_PREFIX.exec(word)?.[0];
  return prefix ? word.slice(prefix.length) : undefined;
};
