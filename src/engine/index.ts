export * from "./contract.ts";
export * from "./registry.ts";
export * from "./result.ts";
