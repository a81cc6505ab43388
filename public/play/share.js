// @ts-check
// Sharing an ended daily game (the end panel's Share button): loaded when the button is first
// pressed, not with the page (a first visit's JavaScript has a budget; docs/play.md).
import { api, errorText } from "./api.js";
import { $, ui } from "./state.js";

/**
 * Shares the ended daily game: its text from the API (nothing of an open deal) by the Web
 * Share API, else on the clipboard, else shown to be copied by hand.
 */
export async function shareEnd() {
  const session = ui.current?.session;
  if (!session?.daily) return;
  const T = ui.T;
  const status = $("end-share-status");
  try {
    const share = await api("GET", "/v1/sessions/{id}/share", { params: { id: session.id } });
    const data = { title: share.title, text: share.text };
    if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        status.textContent = T.shared;
        return;
      } catch (error) {
        // The player closed the sheet: nothing more to say. Refused for another reason: the clipboard.
        if (error instanceof Error && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(share.text);
      status.textContent = T.copied;
    } catch {
      const text = /** @type {HTMLTextAreaElement} */ ($("end-share-text"));
      text.value = share.text;
      text.hidden = false;
      text.select();
      status.textContent = T.shareByHand;
    }
  } catch (error) {
    status.textContent = errorText(error);
  }
}
