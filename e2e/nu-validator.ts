import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The W3C Nu HTML checker (vnu, the npm package vnu-jar) over server HTML, once for all documents:
 * one Java start for the lot. Java comes from Debian's default-jre-headless (scripts/setup.sh
 * --validator installs it).
 */
export type NuMessage = { document: string; message: string; extract: string };

const JAR = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

export async function validateHtml(
  documents: { name: string; html: string }[],
): Promise<NuMessage[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-vnu-'));
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
      fs.writeFileSync(file, doc.html);
      return file;
    });
    const report = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        [
          '-Xss1024k',
          '-jar',
          JAR,
          '--format',
          'json',
          '--errors-only',
          '--exit-zero-always',
          ...files,
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
      );
    });
    const { messages } = JSON.parse(report) as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({
        document: documents[files.indexOf(new URL(m.url).pathname)]?.name ?? m.url,
        message: m.message,
        extract: m.extract ?? '',
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
