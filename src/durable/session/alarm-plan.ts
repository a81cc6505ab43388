/** Where the game's own alarm waits (synchronous KV) while a socket's end comes first. */
export const PARKED_ALARM_KEY = "gameAlarm";

/**
 * A stored game's one alarm, shared by two schedules: the game's own (expiry, retention, a
 * report's retry) and the end of its live-view sockets' lifetimes. The earlier is set; when a
 * socket's end comes first the game's time is parked in storage until its turn, so an alarm
 * that finds the game's time parked and not come only closes outlived sockets (and never
 * deletes a game early). The parked time is read once per instance and kept in memory: the
 * object is its storage's only writer, and a change with no socket open costs nothing more.
 *
 * A change does not move the alarm: while one is pending, it rings in time (at or before the
 * game's expiry) and the game then sets the next one from what it finds (its last change, its
 * challenge). Whether one is pending is known in memory once asked or set, so a change in a
 * running instance costs no storage operation for its alarm.
 */
export class AlarmPlan {
  readonly #storage: DurableObjectStorage;
  readonly #socketsEnd: () => number | null;
  /** The parked game time as stored, read once when the instance starts (as the meta row is). */
  #parked: number | null;
  /** Whether an alarm is pending: null until asked or set in this instance. */
  #pending: boolean | null = null;

  constructor(storage: DurableObjectStorage, socketsEnd: () => number | null) {
    this.#storage = storage;
    this.#socketsEnd = socketsEnd;
    this.#parked = storage.kv.get<number>(PARKED_ALARM_KEY) ?? null;
  }

  #parkedAt(): number | null {
    return this.#parked;
  }

  #park(at: number | null): void {
    if (this.#parkedAt() === at) return;
    if (at === null) this.#storage.kv.delete(PARKED_ALARM_KEY);
    else this.#storage.kv.put(PARKED_ALARM_KEY, at);
    this.#parked = at;
  }

  /** The game's own alarm at `at` (a socket's end, when earlier, comes first). */
  async setGame(at: number): Promise<void> {
    const end = this.#socketsEnd();
    const first = end !== null && end < at;
    this.#park(first ? at : null);
    await this.#storage.setAlarm(first ? end : at);
    this.#pending = true;
  }

  /**
   * The game was used and must live at least until `at`: an alarm already pending will ring
   * no later than the game's time and the game decides then (see the class), so only a game
   * with none sets one.
   */
  async keepUntil(at: number): Promise<void> {
    this.#pending ??= (await this.#storage.getAlarm()) !== null;
    if (!this.#pending) await this.setGame(at);
  }

  /** A socket was opened: the alarm comes at the earliest socket's end if the game's comes later. */
  async socketOpened(): Promise<void> {
    const end = this.#socketsEnd();
    const current = await this.#storage.getAlarm();
    // No alarm at all: the game is being deleted (its alarm closes every socket).
    if (end === null || current === null || current <= end) return;
    if (this.#parkedAt() === null) this.#park(current);
    await this.#storage.setAlarm(end);
    this.#pending = true;
  }

  /**
   * The alarm rang at `now`: whether the game's own time has come (the parked time is then
   * cleared, and the game sets its next one). If not, only a socket's end had: the alarm is set
   * again for the next end or the game's time.
   */
  async rang(now: number): Promise<boolean> {
    // The runtime cleared the alarm that rang.
    this.#pending = false;
    const parked = this.#parkedAt();
    if (parked === null || parked <= now) {
      this.#park(null);
      return true;
    }
    await this.setGame(parked);
    return false;
  }

  /** Storage was deleted with everything in it. */
  forget(): void {
    this.#parked = null;
    this.#pending = false;
  }
}
