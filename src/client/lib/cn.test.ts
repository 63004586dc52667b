import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

/** Every word of every string literal in the client's source that could be a class name. */
function classesInSource(): string[] {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !entry.name.includes('.test.') &&
        entry.name !== 'cn.ts'
      ) {
        const source = fs.readFileSync(file, 'utf8');
        for (const literal of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
          for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/)) {
            if (/^[!a-z0-9[-][\w!:./[\]&=()%,>*#-]*$/.test(word)) words.add(word);
          }
        }
      }
    }
  };
  visit(path.resolve(import.meta.dirname, '..'));
  return [...words].sort();
}

const classes = classesInSource();

describe('cn', () => {
  it('joins conditional classes and lets the caller override a component default', () => {
    expect(cn('p-6 text-sm', undefined, null, { hidden: false, 'font-bold': true }, ['p-0'])).toBe(
      'text-sm font-bold p-0',
    );
    expect(cn('text-sm text-slate-900', 'text-white')).toBe('text-sm text-white');
    expect(cn('px-4 py-2', 'p-3')).toBe('p-3');
    expect(cn('p-3', 'px-4')).toBe('p-3 px-4');
    expect(cn('border border-slate-300', 'border-red-600')).toBe('border border-red-600');
    expect(cn('leading-tight', 'text-sm')).toBe('text-sm');
    expect(cn('hover:bg-slate-50', 'hover:bg-red-50 bg-white')).toBe('hover:bg-red-50 bg-white');
    expect(cn('md:hidden', 'hidden')).toBe('md:hidden hidden');
    expect(cn('plan-card', 'plan-card')).toBe('plan-card plan-card');
  });

  it(`agrees with tailwind-merge on every pair of the ${classes.length} classes in the source`, () => {
    expect(classes.length).toBeGreaterThan(500);
    const wrong: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (mergeClasses(pair) !== twMerge(pair)) wrong.push(pair);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    // Every pair grows with the square of the classes in use (1.8 million pairs at 1 357 classes):
    // time enough for a busy shared machine, the check itself does not depend on speed.
  }, 180_000);

  it('agrees with tailwind-merge on any list of those classes', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...classes), { maxLength: 12 }), (list) => {
        const joined = list.join(' ');
        expect(mergeClasses(joined)).toBe(twMerge(joined));
      }),
      { numRuns: 3000 },
    );
  });
});
