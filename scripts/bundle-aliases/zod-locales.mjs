// The zod locales the deployed Worker carries: English, the one zod configures itself with.
// zod's `locales` namespace re-exports some forty languages (about 340 KB of source that every
// new isolate parses before its first request), and nothing here reads them: the API's texts,
// validation messages included, come from src/i18n (src/http/issue-text.ts). wrangler.toml's
// [alias] puts this module in place of zod's `../locales/index.js` in the bundle
// (`npm run bundle` fails if another locale comes back).
export { default as en } from "zod/v4/locales/en.js";
