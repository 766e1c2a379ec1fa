// 'I accept the <terms>terms</terms>' -> before, inside, after; without the tag, all is inside.
export function splitTag(message: string, tag: string): [string, string, string] {
  const match = new RegExp(`^([\\s\\S]*?)<${tag}>([\\s\\S]*?)</${tag}>([\\s\\S]*)$`).exec(message);
  return match ? [match[1]!, match[2]!, match[3]!] : ['', message, ''];
}
