export * from "./card.ts";
export * from "./mt19937.ts";
export * from "./shuffle.ts";
