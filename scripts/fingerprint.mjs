// Fingerprints of sets of files: a sha256 over each file's path and contents in a fixed order, so
// an edit, a new, deleted or renamed file each give a new fingerprint. The build stamp, the
// skipped static checks and the skipped phone-width browser run each compare one with a stamp.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under each of `inputs` (files or folders relative to `root`), sorted; missing ones left out. */
export function filesUnder(root, inputs) {
  const files = [];
  const walk = (relative) => {
    const stat = fs.statSync(path.join(root, relative), { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      for (const entry of fs.readdirSync(path.join(root, relative)).sort()) {
        walk(path.join(relative, entry));
      }
    } else if (stat?.isFile()) {
      files.push(relative);
    }
  };
  for (const input of inputs) walk(input);
  return files;
}

/** The fingerprint of `files` (relative to `root`), extending `seed` (say another fingerprint). */
export function fingerprintOf(root, files, seed = '') {
  const hash = createHash('sha256').update(seed);
  for (const file of files) {
    hash.update(`${file}\0`);
    const full = path.join(root, file);
    if (fs.statSync(full, { throwIfNoEntry: false })?.isFile()) hash.update(fs.readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex');
}
