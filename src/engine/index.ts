export * from "./contract.ts";
export * from "./result.ts";
