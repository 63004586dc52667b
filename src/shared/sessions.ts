// The signed-in user's sessions (devices), as the profile lists them.

export interface SessionView {
  id: string;
  /** The session of this very request. */
  current: boolean;
  /** Browser and system read from the user agent, e.g. "Firefox · Windows"; null if unknown. */
  device: string | null;
  /** The address the session signed in from, shortened (e.g. "203.0.113.x"); null if unknown. */
  ip: string | null;
  persistent: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface SessionList {
  sessions: SessionView[];
}
