// The server-only marker for domain modules that the Pages Router reads too: the content pages in
// pages/ call them from getStaticProps (lib/cache/static-pages.ts), and a build refuses the
// `server-only` package anywhere under the Pages Router. Next drops getStaticProps and what only it
// imports from the browser bundle; should such a module reach a browser anyway, it stops here.
// lib/architecture.test.ts treats this import like `import "server-only"` (client components may not
// import either).
if (typeof window !== "undefined") throw new Error("A server module (it reads the database) was loaded in a browser.");

export {};
