/** The header the dev mailbox page sends its token in (the server prints the link at start). */
export const DEV_TOKEN_HEADER = 'x-narate-dev-token';
/** The mailbox link carries the token in its fragment, which browsers never send to a server. */
export const DEV_TOKEN_FRAGMENT = 'token';
