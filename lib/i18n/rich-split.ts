/**
 * Splits a message with one rich tag, e.g. 'I accept the <terms>terms</terms>', into the text
 * before the tag, inside it and after it. Without the tag, everything is "inside".
 */
export function splitTag(message: string, tag: string): [string, string, string] {
  const match = new RegExp(`^([\\s\\S]*?)<${tag}>([\\s\\S]*?)</${tag}>([\\s\\S]*)$`).exec(message);
  return match ? [match[1]!, match[2]!, match[3]!] : ['', message, ''];
}
