// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // The API answers 206 with exact Content-Range bodies; gzip would break them (stack-recipe).
  compress: false,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2"],
  // Server actions: bodies past 1 MiB (the API's own limit on an event) are refused with 413 before they are parsed.
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
  // Static files of the studio (scripts, styles, Monaco's workers) are never sniffed or framed either; pages get the
  // full set, with their CSP, from proxy.ts. The REST API (/api/*) keeps its own headers.
  async headers() {
    return [
      {
        source: "/((?!api/|api$).*)",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
