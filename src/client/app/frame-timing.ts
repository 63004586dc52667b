// When the browser has shown something: after its next frame, after the first paint.

/**
 * Runs in a task after the next frame (or after 150 ms without frames, in a hidden tab). After a
 * render, that is after its effects: Preact runs them in a task queued from the next animation
 * frame (or after 100 ms without frames), so a task queued from a later frame callback comes
 * after them. Before any render, it is after the first paint.
 */
export function afterNextFrame(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    setTimeout(callback);
  };
  requestAnimationFrame(run);
  setTimeout(run, 150);
}

/**
 * Runs once the browser has reported the page's first contentful paint (or after 300 ms without
 * one, in a hidden tab or a browser that does not report paints). A frame callback is not enough:
 * the paint is presented a little after the frame's task, and a request started in between still
 * competes with it.
 */
export function afterFirstPaint(callback: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(callback);
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer below decides.
  }
  setTimeout(run, 300);
}
