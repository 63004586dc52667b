import fs from 'node:fs';
import path from 'node:path';
// The scripts have no alias: node runs them as they are, outside the bundler and its aliases.
// eslint-disable-next-line no-restricted-imports
import { filesUnder, fingerprintOf } from '../../scripts/fingerprint.mjs';

// The phone-width project walks flows at 390 px whose server and database paths the desktop
// project walks too: what it adds is the layout, which does not depend on the database. So, like
// the type check and the linters, it is skipped when it already passed on exactly this build and
// these tests. CI's second database run then spends its browser time on the desktop project.
// Only a plain `playwright test` (what `npm test` runs) skips it or stamps it: a run given files,
// a project, a filter or any other option runs what it names and leaves the stamp alone.

const root = path.resolve(import.meta.dirname, '..', '..');
const STAMP_FILE = path.join(root, 'node_modules', '.cache', 'narate', 'phone-run.stamp');
/** What the build writes: the fingerprint of every source, the lockfile and the build setup. */
const BUILD_STAMP_FILE = path.join(root, 'dist', '.build-stamp');

/** How this run treats the phone-width project; decided once, in Playwright's main process. */
export type PhoneRun = 'skip' | 'run-and-stamp' | 'run';

/** The built app's fingerprint with every browser test and the Playwright setup; '' unbuilt. */
function phoneRunFingerprint(): string {
  const build = fs.existsSync(BUILD_STAMP_FILE) ? fs.readFileSync(BUILD_STAMP_FILE, 'utf8') : '';
  if (!build.trim()) return '';
  return fingerprintOf(
    root,
    filesUnder(root, ['e2e', 'playwright.config.ts', 'package-lock.json']),
    build,
  );
}

/** A plain `playwright test`: nothing after the command narrows or changes the run. */
function isPlainRun(argv: readonly string[]): boolean {
  const command = argv.indexOf('test');
  return command !== -1 && command === argv.length - 1;
}

/**
 * Decides once per run (Playwright's workers load the configuration again and inherit the
 * decision through the environment, so every process sees the same projects).
 */
export function decidePhoneRun(): PhoneRun {
  const decided = process.env.E2E_PHONE_RUN as PhoneRun | undefined;
  if (decided) return decided;
  let phoneRun: PhoneRun = 'run';
  if (isPlainRun(process.argv)) {
    const fingerprint = phoneRunFingerprint();
    const stamped = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : '';
    if (fingerprint && fingerprint === stamped) {
      phoneRun = 'skip';
      console.log(
        'The phone-width run already passed on exactly this build and these tests: skipped.',
      );
    } else if (fingerprint) {
      phoneRun = 'run-and-stamp';
      process.env.E2E_PHONE_RUN_FINGERPRINT = fingerprint;
    }
  }
  process.env.E2E_PHONE_RUN = phoneRun;
  return phoneRun;
}

/** Records that the phone-width project passed on the fingerprint taken when the run began. */
export function stampPhoneRun(): void {
  const fingerprint = process.env.E2E_PHONE_RUN_FINGERPRINT;
  if (process.env.E2E_PHONE_RUN !== 'run-and-stamp' || !fingerprint) return;
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${fingerprint}\n`);
}
