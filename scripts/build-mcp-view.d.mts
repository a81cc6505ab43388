export declare function viewModule(source: string): string;
