// Runs the browser tests and the fault-injection tests side by side: the browser run keeps both
// cores busy for its whole length, while the fault tests spend most of their minute and a half
// waiting (the payment recovery waits out its real minute, servers start and die); run after
// each other they added that wait to every `npm test`. The browser run's output streams as it
// comes; the fault tests' output is held and printed whole once both are done, so neither
// report is cut into the other. Fails when either fails.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs an npm script; resolves with its exit code and, when `hold` is set, its output. */
function runScript(script, hold) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${script} could not start: ${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(output) });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    );
  });
}

const [browser, faults] = await Promise.all([
  runScript('test:e2e', false),
  runScript('test:faults', true),
]);

process.stdout.write('\n> npm run test:faults (ran beside the browser tests)\n\n');
process.stdout.write(faults.output);

const failed = [browser.code !== 0 && 'test:e2e', faults.code !== 0 && 'test:faults'].filter(
  Boolean,
);
if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
