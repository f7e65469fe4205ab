/**
 * `text` cut at each character `cutsHere` picks, that character dropped. `cutsHere` sees every
 * character in order, so it may keep what it has read so far (a depth, a string being open).
 */
export function cutText(text: string, cutsHere: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of text) {
    if (cutsHere(char)) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}
