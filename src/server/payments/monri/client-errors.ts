// The client's own error, apart from client.ts so that the statement's worker side can raise it.

/** Monri's answer to a request it refused outright (bad signature, bad field). */
export class MonriRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MonriRequestError';
  }
}
