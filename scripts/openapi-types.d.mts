export const DOCUMENT_FILE: string;
export const TYPES_FILE: string;
export const CLIENT_TYPES_FILE: string;
export function openapiTypes(): Promise<string>;
