import { problemResponse } from "../../route-kit.ts";

// What the stored games' route modules share (index.ts mounts them at /v1/sessions).

export const TAG = "Stored games";
/** The owner's token (the `ownerToken` scheme index.ts registers). */
export const OWNER = [{ ownerToken: [] }];
export const NOT_FOUND = { 404: problemResponse("Unknown or expired session id.", "unknown_session") };
