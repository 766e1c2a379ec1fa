import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dosDateTime, zipStream, type ZipEntry } from './zip';

const stamp = dosDateTime({ year: 2026, month: 11, day: 29, hour: 9, minute: 30, second: 12 });

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of zipStream(entries, stamp)) parts.push(part);
  return Buffer.concat(parts);
}

async function* chunks(...texts: string[]) {
  for (const text of texts) yield Buffer.from(text);
}

describe('zipStream', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an archive unzip tests clean and unpacks byte for byte, names in UTF-8', async () => {
    const photo = Buffer.alloc(200_000, 7);
    const zip = await zipOf([
      { name: 'Şəhid-Əliyev/index.html', body: Buffer.from('<p>Azərbaycan</p>') },
      { name: 'Şəhid-Əliyev/media/photo-1.jpg', body: chunks('a', photo.toString('latin1'), 'z') },
      { name: 'Şəhid-Əliyev/media/empty.mp3', body: chunks() },
    ]);
    const file = path.join(dir, 'a.zip');
    writeFileSync(file, zip);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    const out = (name: string) => readFileSync(path.join(dir, 'out', 'Şəhid-Əliyev', name));
    expect(out('index.html').toString()).toBe('<p>Azərbaycan</p>');
    expect(
      out('media/photo-1.jpg').equals(Buffer.concat([Buffer.from('a'), photo, Buffer.from('z')])),
    ).toBe(true);
    expect(out('media/empty.mp3')).toHaveLength(0);
    // A second reader that trusts the central directory (as Windows and macOS do).
    const listed = execFileSync('python3', [
      '-c',
      'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);print(z.testzip());print(*[f"{i.filename} {i.file_size} {i.date_time}" for i in z.infolist()],sep="\\n")',
      file,
    ]).toString();
    expect(listed.split('\n')).toEqual([
      'None',
      'Şəhid-Əliyev/index.html 18 (2026, 11, 29, 9, 30, 12)',
      'Şəhid-Əliyev/media/photo-1.jpg 200002 (2026, 11, 29, 9, 30, 12)',
      'Şəhid-Əliyev/media/empty.mp3 0 (2026, 11, 29, 9, 30, 12)',
      '',
    ]);
  });

  it('pulls the next entry only when the reader asks (a slow client holds the source back)', async () => {
    const pulled: string[] = [];
    async function* lazy(): AsyncGenerator<ZipEntry> {
      for (const name of ['a', 'b', 'c']) {
        pulled.push(name);
        yield { name, body: Buffer.from(name) };
      }
    }
    const reader = zipStream(lazy(), stamp);
    await reader.next();
    expect(pulled).toEqual(['a']);
    await reader.next();
    await reader.next();
    await reader.next();
    expect(pulled).toEqual(['a', 'b']);
    await reader.return(undefined);
  });
});
