// C0 and C1 controls (line breaks, tab, NUL, NEL) and the Unicode line and paragraph separators:
// none belongs in a one-line value, least of all one that ends up in a mail header, where a line
// break starts a header of the writer's choosing.
const controlCharacter = /[\p{Cc}\u2028\u2029]/u;
const controlCharacterRuns = /[\p{Cc}\u2028\u2029]+/gu;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

/** `text` with each run of control characters made one space. */
export function replaceControlCharacters(text: string): string {
  return text.replace(controlCharacterRuns, ' ');
}
