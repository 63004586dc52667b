import { onFirstInput } from './first-input';

/**
 * The first render of a prerendered page takes over markup the visitor already sees, in one
 * uninterrupted task: on a phone that task blocks taps for a quarter of a second. Sections below
 * the first screen (HydrateLater) are therefore taken over afterwards, one per task, and all at
 * once as soon as the visitor touches, clicks, types or moves focus, so no input lands on markup
 * that is not yet live.
 */
let hydrating = false;
const waiting: Array<() => void> = [];

export interface Deferral {
  released: boolean;
  promise: Promise<void>;
}

/** True only while the browser takes over the prerendered markup. */
export function isHydrating(): boolean {
  return hydrating;
}

/** A section's wait for its turn, or null when the page is not being hydrated. */
export function deferUntilTurn(): Deferral | null {
  if (!hydrating) return null;
  const deferral: Deferral = { released: false, promise: Promise.resolve() };
  deferral.promise = new Promise<void>((resolve) => {
    waiting.push(() => {
      deferral.released = true;
      resolve();
    });
  });
  return deferral;
}

/**
 * Around the hydrating render: sections deferred during it are released after it, one per task
 * in page order, or all at once on the visitor's first input anywhere on `inputs`. Resolves once
 * every one of them has been released and rendered (a task after the last release, whose render
 * runs in that release's microtasks).
 */
export function hydrateInPhases(
  hydrate: () => void,
  inputs: EventTarget = document,
): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  return new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve);
    if (waiting.length === 0) return done();
    const releaseAll = () => {
      stopWaitingForInput();
      while (waiting.length > 0) waiting.shift()!();
      done();
    };
    const stopWaitingForInput = onFirstInput(releaseAll, inputs);
    const releaseNext = () => {
      waiting.shift()?.();
      if (waiting.length > 0) setTimeout(releaseNext);
      else releaseAll();
    };
    setTimeout(releaseNext);
  });
}
