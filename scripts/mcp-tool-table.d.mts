import type { Client, Tool } from "@modelcontextprotocol/client";

export declare const TABLE_START: string;
export declare const TABLE_END: string;
export declare const TABLE_FILES: readonly string[];
export declare function connectToApp(path?: string): Promise<Client>;
export declare function listedTools(): Promise<Tool[]>;
export declare function toolTable(tools: readonly Tool[]): string;
export declare function withTable(text: string, table: string): string | undefined;
export declare function tableCells(text: string): string[][] | undefined;
