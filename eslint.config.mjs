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
    // Every public page is served without Next's client runtime (lib/cache/static-pages.ts): a plain
    // <a> is the link there, and <Link> would have nothing to run it.
    files: ["pages/**", "components/site/**"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  { ignores: ["lib/generated/**", ".next/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "public/_islands/**"] },
];

export default config;
