/**
 * Loads a part fetched on demand (a lazily imported module) and, when the fetch fails because the
 * device is offline, waits for the connection to come back and tries again. React.lazy would
 * otherwise keep the rejection and throw it to the page's error screen: a payment dialog opened
 * just before the connection dropped was replaced by "Došlo je do greške", where it should stay
 * open, say that paying needs the network, and show its fields once the device is back online.
 * A failure while online is thrown as before.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator === 'undefined' || navigator.onLine) throw error;
      await new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      );
    }
  }
}
