import { fail, ok, type AnyGameEngine, type DealOptions, type Result } from "../engine/index.ts";

/**
 * The deal options a caller asked for, checked against what the game declares and completed
 * with the defaults: every façade calls this before a deal is made, the engine gets them only
 * valid and whole. A name the game does not declare, or a value it does not allow, is
 * refused (`invalid_deal_option`, with the option's name cut short).
 */
export function dealOptionsFor(
  engine: AnyGameEngine,
  asked: Readonly<Record<string, string>> = {},
): Result<DealOptions, "invalid_deal_option"> {
  const declared = engine.dealOptions ?? {};
  for (const [name, value] of Object.entries(asked)) {
    const option = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (!option?.values.includes(value))
      return fail("invalid_deal_option", { game: engine.id, option: name.slice(0, 40) });
  }
  return ok(
    Object.fromEntries(
      Object.entries(declared).map(([name, { default: value }]) => [
        name,
        Object.hasOwn(asked, name) ? asked[name]! : value,
      ]),
    ),
  );
}

/** The options worth saying: none for a game without variants (so its answers do not change). */
export const shownOptions = (options: DealOptions): { options?: DealOptions } =>
  Object.keys(options).length > 0 ? { options } : {};
