// zod compiles fast object parsers with `new Function` unless told not to. Our CSP has no
// 'unsafe-eval', so the attempt is blocked and logged as a violation on every page with a form;
// the plain parser is what runs anyway. zod reads its settings from this global (its documented
// `z.config({ jitless: true })` writes the same object), and a value set before zod loads is
// kept: setting it here avoids pulling zod's core into the first page's bundle. Schemas live in
// lazily loaded chunks, so this runs before any is defined.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
