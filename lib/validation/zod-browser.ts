// zod 4 compiles object parsers with `new Function` where it may, and probes for that once. Under the
// site's Content-Security-Policy (no 'unsafe-eval' in production) the browser reports that caught
// probe as a CSP violation in the console, which Lighthouse counts against the form pages. In the
// browser the forms' schemas therefore run "jitless" (interpreted; their objects are small). The
// server keeps the compiled parsers. Imported first by every schema module a public form uses.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
