export * from "./card.ts";
export * from "./shuffle.ts";
