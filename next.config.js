// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // The API answers 206 with exact Content-Range bodies; gzip would break them (stack-recipe).
  compress: false,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
};

module.exports = nextConfig;
