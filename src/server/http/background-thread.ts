// Worker threads that do background work (laying out documents, reading a card statement) run at
// a lower CPU priority than the event loop that answers requests. On a machine with few cores a
// burst of contracts after a busy minute otherwise takes a core the checkouts need, and every
// step of a checkout waited behind it. Linux lets a thread change its own priority by its thread
// id (read from /proc/thread-self); elsewhere nothing changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The niceness of background threads: below requests, still far above idle. */
export const BACKGROUND_NICENESS = 10;

/** Lowers the calling thread's CPU priority. True when it was lowered. */
export function lowerThisThreadsPriority(): boolean {
  try {
    const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    os.setPriority(threadId, BACKGROUND_NICENESS);
    return true;
  } catch {
    return false;
  }
}
