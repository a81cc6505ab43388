/**
 * The key a client is counted under (rate limit, quotas, entry caps): its IP as Cloudflare's
 * edge (and wrangler dev) sets it, an IPv6 address by its /64 (one subscriber's network:
 * rotating within it changes nothing), and every request without an address under one shared
 * key, limited like any client.
 */
export function clientKey(address: string | undefined): string {
  const ip = address?.trim();
  if (!ip) return "no-client-address";
  if (!ip.includes(":")) return ip;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return (
    groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+/, "") || "0")
      .join(":") + "::/64"
  );
}
