/** What GET /api/auth/session answers; the browser's auth context holds exactly this. */
export interface SessionPayload {
  user: SessionUserView | null;
}

export interface SessionUserView {
  id: string;
  email: string;
  displayName: string | null;
  user_metadata: { avatar_url: string | null };
  isAdmin: boolean;
  isMerchant: boolean;
}
