// Background threads run below the event loop: a burst of documents waits for the checkouts.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfRenderPool } from '../lending/pdf-pool';
import { BACKGROUND_NICENESS } from './background-thread';

/** The niceness of each thread of this process, by thread id (Linux: /proc/self/task). */
function threadNiceness(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const id of fs.readdirSync('/proc/self/task')) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      // After the name in parentheses: state is field 3, niceness field 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nice.set(Number(id), Number(fields[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nice;
}

const pools: PdfRenderPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('background threads', () => {
  it.runIf(process.platform === 'linux')(
    'lay documents out at a lower priority than the event loop',
    async () => {
      const before = threadNiceness();
      const pool = new PdfRenderPool(1, 4);
      pools.push(pool);
      await pool.render(
        { title: 'Ugovor', sections: [], footer: 'NaRate', language: 'sr-Latn-ME' },
        new Date(),
      );
      const after = threadNiceness();
      const lowered = [...after].filter(
        ([id, nice]) => !before.has(id) && nice === BACKGROUND_NICENESS,
      );
      expect(lowered).toHaveLength(1);
      // The process's own thread, the event loop, keeps its priority.
      expect(after.get(process.pid)).toBe(before.get(process.pid));
    },
  );
});
