// Where the table view (MCP Apps) lives, and how a tool says its results are drawn there.

/** The view's resource. */
export const TABLE_VIEW_URI = "ui://patience/table";
/** The MIME type of an MCP Apps view. */
export const APP_MIME_TYPE = "text/html;profile=mcp-app";
/** A tool whose results the table view draws (its `_meta`): hosts without apps ignore it. */
export const SHOWN_ON_TABLE = { ui: { resourceUri: TABLE_VIEW_URI } } as const;
