import type { EntryCounts } from "../daily-challenge/daily-types.ts";

// The plain data a game's archive of closed challenges takes and returns (see daily-types.ts).

/** The best listed entry of a closed challenge, when it won. */
export interface ArchiveWinner {
  readonly playerId: string;
  readonly name: string;
  readonly moves: number;
  readonly hints: number;
  readonly undos: number;
  readonly timeMs: number;
  /** Its stored game: its history replays the win. */
  readonly sessionId: string;
}

/** A closed challenge as the archive keeps it: final once its date has closed. */
export interface ArchivedDay {
  readonly date: string;
  readonly par: number;
  readonly entries: EntryCounts;
  readonly winner: ArchiveWinner | null;
}

/** A page of the archive, newest first, and whether older days follow. */
export interface ArchivePage {
  readonly days: readonly ArchivedDay[];
  readonly more: boolean;
}
