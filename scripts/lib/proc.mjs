// Processes and files as the service scripts and the front read them (Linux /proc).
import fs from 'node:fs';
import path from 'node:path';

export function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function firstExecutable(candidates) {
  return candidates.find(isExecutable) ?? null;
}

export function which(name) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return firstExecutable(dirs.map((dir) => path.join(dir, name)));
}

/** Every live descendant of `pid` (Linux /proc; empty elsewhere). */
export function descendants(pid) {
  const out = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift();
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      for (const child of readText(`/proc/${parent}/task/${task}/children`).split(/\s+/)) {
        const n = Number.parseInt(child, 10);
        if (n > 0 && !out.includes(n)) {
          out.push(n);
          queue.push(n);
        }
      }
    }
  }
  return out;
}
