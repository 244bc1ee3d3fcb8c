import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

// Mutants left alive, equivalent: `tail ? tail.split(":") : []` giving a one-item array for an empty tail (one group
// more at the end and one zero fewer before it: the first four groups stay the same), and the zero groups filled in
// as "" (each empty group is written 0 anyway).
describe("addressGroup", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    // Spaces, case, brackets and zone ids do not make another group.
    [" 2001:DB8:A:B::1 ", "2001:db8:a:b::/64"],
    ["[2001:db8:a:b::1]", "2001:db8:a:b::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["[fe80::1%25eth0]", "fe80:0:0:0::/64"],
    // The zone id goes whole before the IPv4-mapped form is looked for.
    ["::ffff:203.0.113.7%eth0", "203.0.113.7"],
    ["::FFFF:198.51.100.20", "198.51.100.20"],
    // `::` stands for as many zero groups as are missing, wherever it is.
    ["::", "0:0:0:0::/64"],
    ["2001::", "2001:0:0:0::/64"],
    ["2001:db8:1::", "2001:db8:1:0::/64"],
    ["2001:db8::7:0:0:1", "2001:db8:0:0::/64"],
    ["1::2:3:4:5:6", "1:0:0:2::/64"],
    ["1::2:3:4:5:6:7", "1:0:2:3::/64"],
    ["::2:3:4:5:6:7:8", "0:2:3:4::/64"],
    ["1:2:3:4:5:6:7::", "1:2:3:4::/64"],
    // Leading zeros go, inner and trailing ones stay; a group of zeros is 0.
    ["0010:1000:0000:00a0::1", "10:1000:0:a0::/64"],
    // Only an IPv4-mapped address is grouped as IPv4: a NAT64 address (64:ff9b::/96) is IPv6.
    ["64:ff9b::ffff:192.0.2.1", "64:ff9b:0:0::/64"],
    ["::ffff:192.0.2.1:9", "0:0:0:0::/64"],
    // Malformed input (more than eight groups) gives some group rather than an exception.
    ["1:2:3:4:5:6:7:8::9", "1:2:3:4::/64"],
  ])("%s -> %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
