// The unit both throttles (the API's token throttle, the studio's sign-in throttle) count an address's hits in.
/** The throttle's unit for an address: IPv4 as it is, IPv6 as its /64 prefix (IPv4-mapped IPv6 as the IPv4). */
export function addressGroup(address: string): string {
  // Brackets (`[2001:db8::1]`) and a zone id (`fe80::1%eth0`) are not part of the address.
  const plain = address.trim().toLowerCase().replace(/[[\]]/g, "").replace(/%.*/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (!plain.includes(":")) return plain;
  const [head, tail] = plain.split("::");
  const headParts = head ? head.split(":") : [];
  // `::` stands for as many zero groups as the address leaves out (none without it, in a whole address).
  const tailParts = tail ? tail.split(":") : [];
  const parts = [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill("0"), ...tailParts];
  return `${parts
    .slice(0, 4)
    .map((part) => part.replace(/^0+/, "") || "0")
    .join(":")}::/64`;
}
