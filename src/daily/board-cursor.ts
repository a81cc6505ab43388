/**
 * A leaderboard page's cursor as it travels in `next`: the rank and sort key of the row before
 * the page, base64url-encoded. Opaque to clients; checked here so a forged one is a 400.
 */
export const boardCursor = {
  encode: (c: { key: string; rank: number }): string =>
    btoa(`${c.rank}.${c.key}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""),
  decode(text: string): { key: string; rank: number } | null {
    let plain: string;
    try {
      plain = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    } catch {
      return null;
    }
    const match = /^(\d{1,9})\.([01]\d{15,40}[A-Za-z0-9_-]{1,64})$/.exec(plain);
    return match ? { rank: Number(match[1]), key: match[2]! } : null;
  },
};
