/** A LIKE pattern (with ESCAPE '\') that matches the user's text literally anywhere. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
