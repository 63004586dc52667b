/** Free shoppers, first in first out, without shifting an array on every decision. */
export class ShopperQueue {
  private items: (string | undefined)[];
  private head = 0;

  constructor(cookies: readonly string[]) {
    this.items = [...cookies];
  }

  get size(): number {
    return this.items.length - this.head;
  }

  take(): string | undefined {
    if (this.head === this.items.length) return undefined;
    const cookie = this.items[this.head];
    this.items[this.head] = undefined;
    this.head += 1;
    // Drop the taken front now and then, so the array does not grow for the whole run.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return cookie;
  }

  giveBack(cookie: string): void {
    this.items.push(cookie);
  }
}
