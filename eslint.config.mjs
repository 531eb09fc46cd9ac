import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Loading data in an effect (fetch → setState in the callback) is flagged as a false positive.
      "react-hooks/set-state-in-effect": "off",
      // Sign-in/out deliberately do a full page load so no state of the previous session survives.
      "@next/next/no-location-assign-relative-destination": "off",
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Public pages link with plain <a>: a full load of a cached page, no <Link> prefetch pulling the
    // form pages' JavaScript onto the content pages.
    files: ["app/(site)/**", "app/not-found.tsx", "components/site/**"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // The staff area links through components/admin/staff-link.tsx: not prefetched unless a link asks.
    files: ["app/admin/**", "components/admin/**"],
    ignores: ["**/*.test.tsx", "**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Import Link from @/components/admin/staff-link: staff pages are not prefetched unless a link asks." }] }] },
  },
  { ignores: ["lib/generated/**", ".next/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", ".bench/**", "public/sw.js"] },
];

export default config;
