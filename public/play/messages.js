// @ts-check
// The page's messages: the status line (in words of the page's language, said again when it
// changes), and the alert for refusals. Both have their room kept: neither moves the table or the
// buttons.
import { errorText } from "./api.js";
import { $ } from "./state.js";

/**
 * What the status line says: a language switch says it again in the new one (a hint, worded by
 * the API, is asked again).
 * @type {(() => string) & { hint?: boolean }}
 */
export let spokenLine = () => "";
export const say = (/** @type {string | (() => string)} */ text) => {
  spokenLine = typeof text === "function" ? text : () => text;
  $("message").textContent = spokenLine();
};
export const alertText = (/** @type {string} */ text) => ($("alert").textContent = text);
/** @param {unknown} error */
export const refused = (error) => alertText(errorText(error));
