/**
 * Format characters (Unicode category Cf: bidi controls such as U+202E, zero-width spaces and
 * joiners, the BOM, soft hyphens) removed. They are invisible or reorder what follows, so a name made
 * of nothing else looks empty to sales, and "Invoice \u202Efdp.exe" displays as "Invoice exe.pdf".
 * Collateral, accepted for names, subjects and messages: the zero-width joiner inside emoji
 * sequences (a family emoji shows as its people side by side) and the zero-width non-joiner some
 * scripts use between letters.
 */
export function withoutFormatCharacters(value: string): string {
  return value.replace(/\p{Cf}/gu, "");
}
