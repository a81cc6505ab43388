// Generated from openapi/openapi.json by scripts/openapi-types.mjs (openapi-typescript):
// never edit by hand, run `npm run openapi`.
export interface paths {
  "/v1/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness, version and build
     * @description Answers `ok` without doing any work, for uptime checks and load balancers, with the API's version and the build (commit) that answered: what a bug report should quote.
     */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The games, with a short summary in the caller's language
     * @description Every game this API plays, each with its name and a short summary in the caller's language, its number of slots, its highest score and whether it hides cards.
     */
    get: operations["listGames"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One game with its full rules (English, Spanish, Catalan, Czech or Greek)
     * @description The language comes from `?lang=` or `Accept-Language`; English by default.
     */
    get: operations["getGame"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}/deals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a game: a random deal, a chosen deal number, or a custom layout
     * @description Deal numbers are Aisleriot's seeds: deal n here is the deal Aisleriot makes with seed n. The response carries the sealed `state` to send with the next move.
     */
    post: operations["createDeal"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}/moves": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a move to a state
     * @description Send the `state` of the last reply and a move (one of its `legalMoves`, or any move in the game's format: an illegal one is refused with a code that says why). The reply is the new position with a new `state`, the move as played and what happened (`events`).
     */
    post: operations["playMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}/solve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Solve a position with no hidden cards
     * @description The game's solver on a position with every card in sight (a Maze token, or a custom layout with nothing hidden): winnable with a winning line, unwinnable (proven), or unknown within the budget (positions visited, so the answer is reproducible). A position that hides cards is refused: the solver would read them. A daily challenge's casual token is refused until the challenge closes.
     */
    post: operations["solvePosition"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}/hint": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A hint for a state, computed from public information only
     * @description What the hint policy would play next, computed from the public view only (it cannot see hidden cards), with a sentence in the caller's language. `move` is null once the game is over or no move is left.
     */
    post: operations["getHint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}/board.svg": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An SVG picture of the table (embeddable in <img> and chat clients)
     * @description The table as an SVG picture drawn from the public view (face-down cards as backs), in Aisleriot's layout, with slot numbers; the header is in the caller's language.
     */
    get: operations["getBoardSvg"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/games/{game}/board.txt": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A compact text board of the table with Unicode suits, one line per row, slots as number:cards
     * @description The table as plain text for terminals and chat: one line per row, each slot as `number:cards` (Unicode suits, hidden cards as ??), then the exposed targets or the gaps.
     */
    get: operations["getBoardText"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Store a new game: its id, an owner token (shown once) and the game
     * @description A stored game lives in its own Durable Object: it keeps the position (hidden cards included) on the server, so clients hold only its `id` (anyone may read and watch it) and the `ownerToken` (shown once: only the owner may change it). Without `deal` or `layout` the deal is random. Each client may store 300 games an hour (then 429 with `Retry-After`, the seconds to the next hour).
     */
    post: operations["createSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a stored game (anyone with the id: hidden cards stay hidden)
     * @description The public position of a stored game: view, score, status, legal moves, version and counts of moves. Anyone with the id may read it: hidden cards stay hidden.
     */
    get: operations["getSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/moves": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Play a move (owner only, at the current version)
     * @description Send `Authorization: Bearer <ownerToken>`, the move and the `version` you last saw: the move is applied only at that version (a stale one is refused with 409 and `currentVersion`, never applied twice). An `Idempotency-Key` makes retries safe.
     */
    post: operations["playSessionMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/undo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take back the last move (owner only; unlimited, back to the deal)
     * @description As the owner, at the current `version`: the game goes back one move (the undone move can be played again with redo). Refused once a Wall game has been exported or analysed (its hidden cards were shown).
     */
    post: operations["undoSessionMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/redo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Play the last undone move again (owner only)
     * @description As the owner, at the current `version`: plays the last undone move again. A new move drops the undone ones.
     */
    post: operations["redoSessionMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/resign": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give the game up (owner only)
     * @description As the owner, at the current `version`: the game ends, lost (no more moves, undo or redo). A ranked daily entry reports it to its leaderboard as resigned.
     */
    post: operations["resignSession"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The moves on the line of play, with their events and the score after each, a page at a time
     * @description Pages of `limit` moves (default 100, at most 500) after move `after` (default 0); `next` is the address of the next page, null on the last one (`Link: <next>; rel="next"` says the same, absent on the last).
     */
    get: operations["getSessionHistory"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Deal number (or custom layout) and the move list that replays the game exactly
     * @description For a game with hidden cards (Wall) only once the game is over: the deal number would reveal the stock. Its owner (`Authorization: Bearer <ownerToken>`) sees it first, since undo is refused from then on; anyone with the id afterwards, or at once for a resigned game or a ranked daily entry (no undo to lose; an entry once its challenge has closed).
     */
    get: operations["exportSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/analysis": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Post-game analysis: was it winnable, where was it lost, and a winning alternative
     * @description The game's solver on the stored game: was the deal winnable from the start (the solver's line), the first move after which it could no longer be won with a winning line from just before it, and whether the position now can still be won. A game that hides cards (Wall) only once it is over, and first for its owner (`Authorization: Bearer <ownerToken>`): the analysis shows every card, so undo is refused afterwards, as after an export; a resigned game, or a ranked daily entry once its challenge has closed (no undo to lose), for anyone; Maze at any time, for anyone. Kept until the game changes. Its solves share one bound (positions: Wall 60000, Maze 50000; past it the answers left are unknown and `decided` is false). One request searches at most a solve's worth (Wall 5000, Maze 50000 positions): an analysis that needs more answers `complete: false` with what it knows so far, and the next request goes on where it stopped. Each request counts as 10 against the rate limit.
     */
    get: operations["analyseSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/hint": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A hint for a stored game, computed from public information only
     * @description The same hint and sentence as the stateless hint route, for a stored game: computed from its public view only, so anyone with the id may ask. `move` is null once the game is over. A ranked daily entry in play is different: only its owner may ask (`Authorization: Bearer <ownerToken>`), and each hint given counts on the leaderboard (among wins, fewer hints rank first; the entry's `daily.hints` says how many so far).
     */
    post: operations["getSessionHint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/live": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Watch live: a WebSocket that receives the public game after every change
     * @description Connect with `Upgrade: websocket`. Each message is JSON: `{"type": "state", "change": "connected" | "sync" | "move" | "undo" | "redo" | "resign", …Session}`. Send any short message (`ping` is answered `pong`) to get the current state again, at most once a second; a socket that floods is closed with 1008, a message over 64 bytes with 1009. Closed with 1001 when the game expires. A game takes 64 sockets, 4 of them kept for its owner (send `Authorization: Bearer <ownerToken>` on the upgrade); one client (one address, one IPv6 /64) holds at most 8 of them (then 429 `too_many_sockets`), and 32 in all games (then 429 `too_many_sockets_in_all`). Each message counts against the client's rate limit like a request: past it the socket is closed with 1008. A socket lives 60 minutes whatever it sends, then is closed with 4000 (`lifetime over: reconnect`): reconnect to go on watching. When the game is full, a newcomer takes a slot from the client that holds the most sockets, if it holds at least two more than the newcomer (its longest-idle socket is closed with 1001); otherwise from a socket that sent no message of its own for 15 minutes (`ping`, answered by the runtime, is not one). Do not reconnect on 1001.
     */
    get: operations["watchSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/board.svg": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An SVG picture of the stored game (embeddable in <img> and chat clients)
     * @description The table as an SVG picture drawn from the public view (face-down cards as backs), in Aisleriot's layout, with slot numbers; the header is in the caller's language.
     */
    get: operations["getSessionBoardSvg"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/board.txt": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A compact text board of the stored game with Unicode suits, one line per row, slots as number:cards
     * @description The table as plain text for terminals and chat: one line per row, each slot as `number:cards` (Unicode suits, hidden cards as ??), then the exposed targets or the gaps.
     */
    get: operations["getSessionBoardText"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/players": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a player: its id and a player token (shown once)
     * @description A player is anonymous: a display name and a token, nothing else (one person can make many). The token is shown once (only its SHA-256 is stored) and is sent as `Authorization: Bearer <token>` for ranked daily play. Each client may create 10 players a minute 60 an hour and 200 a day (UTC) (then 429 with `Retry-After`). A player who finishes no ranked entry for 400 days is deleted.
     */
    post: operations["createPlayer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/players/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A player's profile: name, streaks and recent results per game
     * @description Public: anyone with the id may read a player's name, and per game the current and best streaks (consecutive dates won), how many dates were played and won, and the latest results.
     */
    get: operations["getPlayer"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Today's challenges, one per game
     * @description Today's (UTC) challenge of every game, as `GET /v1/daily/{game}/today` gives each. A date is open from when it begins anywhere on Earth (00:00 at UTC+14) until it ends everywhere (24:00 at UTC−12), so players in every time zone get the whole of their day.
     */
    get: operations["getDailyChallenges"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/archive": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The archive of closed challenges
     * @description A game's closed challenges, newest first, a page at a time (`limit` default 30, at most 100): each date's par, entry counts and winner, with where its reveal, its leaderboard (every entry's stored game, to replay) and its winner's replay are. Pages go by date: `next` (and the `Link` header, rel="next") is the same path with `before` set to the page's last date. The archive is written by the hourly scheduled handler once a date has closed (and as its backfill sweeps older dates): a page is one range read of the game's archive, never a read per date. Kept at the edge as the challenges are.
     */
    get: operations["getDailyArchive"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/feed.atom": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Atom feed of openings and closings
     * @description An Atom feed (RFC 4287, `application/atom+xml`) of a game's challenges: an entry when a date opens (with where to play it) and one when it closes (linking its reveal and its leaderboard), the latest twenty. Entry ids are stable URNs (`urn:patience-api:daily:<game>:<date>:opened|closed`). Made from the calendar alone and kept at the edge until the next opening or closing.
     */
    get: operations["getDailyFeed"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/calendar.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * iCalendar of openings and closings
     * @description An iCalendar (RFC 5545, `text/calendar`) of a game's challenges, to subscribe to in a calendar application: one event per date from its opening (`DTSTART`, 00:00 at UTC+14) to its closing (`DTEND`, 24:00 at UTC−12), for the last seven dates and the next seven, with its address (and, once closed, its reveal's). `UID` is `<game>-<date>@daily.patience-api`. Lines end in CRLF and are folded at 75 octets. Kept at the edge until the next opening or closing.
     */
    get: operations["getDailyCalendar"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A game's daily challenge (the reveal once it has closed)
     * @description One game's challenge of a date: the public starting position, the par (length of the winning line proven before publication), a commitment to the deal, entry counts; once closed, the reveal (layout, salt, proof line) to check the commitment and replay the win with the stateless routes. Nothing is served before the date opens.
     */
    get: operations["getDailyChallenge"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/deals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Play a daily deal casually (stateless, never ranked)
     * @description Play the date's deal without ranking: a stateless game like `POST /v1/games/{game}/deals`, whose sealed `state` is marked daily through every move (`origin: daily`, `daily.ranked: false`). Maze at any time; Wall only once its challenge has closed (409 `ranked_only_while_open` before: unranked play of its deal could learn its hidden cards before a ranked entry is played).
     */
    post: operations["dealDailyChallenge"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enter the daily challenge: a ranked stored game for a player
     * @description A ranked entry for the player of the bearer token, while the challenge is open, one per player: a stored game (`/v1/sessions/{id}`, its owner token shown once) in daily mode. The server applies every move; when the game ends (won, lost, or resigned with `POST /v1/sessions/{id}/resign`) the stored game itself reports the result to the leaderboard: no route takes a score. No undo where the game hides cards (Wall); undos counted in Maze. Entries not finished when the challenge closes are not ranked.
     */
    post: operations["enterDailyChallenge"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/listing": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Will my entry be on the global board?
     * @description Before entering: whether the bearer token's player's entry of this challenge goes on the global leaderboard, and if not why (`board`), with what makes a player established and where this player stands; once entered, its entry's own listing. Every entry is ranked play all the same, for streaks and leagues. Maze: always listed. Not kept at the edge (it is the player's).
     */
    get: operations["getDailyEntryListing"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/entries/{playerId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A player's entry and its rank
     * @description Public: one player's entry of a challenge (its result once finished) and where it stands on the global board: a rank range and a percentile, counted from the board's counts by result (a read of at most 52 rows, however many entries and distinct results there are).
     */
    get: operations["getDailyEntryStanding"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/entries/mine": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * My entry again, with a new owner token
     * @description The bearer token's player's own ranked entry, while the challenge is open, with a new owner token for its stored game: for a client that lost the reply of `POST .../entries` (the owner token is shown once and only its hash is kept). The previous owner token stops working.
     */
    post: operations["reissueDailyEntry"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/leaderboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The leaderboard of a daily challenge
     * @description Finished ranked entries, best first, a page at a time (`limit` default 50, at most 100; `next` and `Link: <next>; rel="next"` name the next page). Players are anonymous and anyone can make many: the leaderboard ranks the server's own record of play, not people. Each entry's stored game is linked once the challenge has closed (before, its history would show the deal).
     */
    get: operations["getDailyLeaderboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/leagues": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a league (its join code shown once)
     * @description As a player (`Authorization: Bearer <player token>`): a new league, its maker its first member. The reply's `joinCode` is shown once (only its hash is kept): whoever has it may join. At most 100 members; each client may make 20 leagues an hour.
     */
    post: operations["createLeague"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/leagues/{id}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join a league with its code
     * @description As a player, with the league's join code: the player becomes a member (again: nothing changes). A wrong code is 403 `wrong_join_code`; a full league 409 `league_full`; a player already in 20 leagues 409 `too_many_leagues`.
     */
    post: operations["joinLeague"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/leagues/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A league: its name and members
     * @description Public: anyone with the id may read a league's name and members: their names and numbers in the league, never their player ids nor the code.
     */
    get: operations["getLeague"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/leagues/{id}/streaks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A league's streak table
     * @description The streak table of a league: per game, its members (names and numbers, never player ids) by current streak (consecutive dates won), then best streak, then dates won. Kept by the league itself, sent by each member's record with every result: one read of the league however many members it has.
     */
    get: operations["getLeagueStreaks"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/leagues/{id}/members/{member}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Leave a league, or remove a member (its maker)
     * @description As a player: `me` leaves the league (a maker who leaves passes the role to the member who joined first of those left); a member's number is the maker removing that member (403 `not_league_maker` for anyone else). The member's streak figures leave with them; they may join again with the code, as a new member.
     */
    delete: operations["removeLeagueMember"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/leagues/{id}/code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a league's join code (its maker)
     * @description As the league's maker: a new join code, shown once; the old one stops working at once (a code that leaked lets no one else in). Members stay.
     */
    post: operations["rotateLeagueCode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/sessions/{id}/share": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A finished daily game's share text, link and preview picture
     * @description For a stored game of a daily challenge's deal (a ranked entry, or an unranked game of the deal), once it is over: a text to post that says the game, the challenge's number and date, won or lost, the moves against par, and for a ranked entry its hints and its player's streak, with a link to /play whose page has preview tags (Open Graph, Twitter card) and a picture. It reveals nothing of the deal, which stays secret while its date is open.
     */
    get: operations["getSessionShare"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/card.png": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A date's preview picture (PNG)
     * @description The picture a link to a date's challenge shows where it is posted (1200 × 630 PNG): the game, the number and date, the par, the entries and wins, open or closed. No card of the deal.
     */
    get: operations["getDailyCard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/daily/{game}/{date}/entries/{playerId}/card.png": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A finished entry's preview picture (PNG)
     * @description The picture a shared entry's link shows where it is posted (1200 × 630 PNG): the game, the number and date, won or lost, the moves against par, the hints and the player's streak. While the date is open it shows nothing of the deal.
     */
    get: operations["getDailyEntryCard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Liveness, with the API's version and the build that answers. */
    Health: {
      /** @enum {string} */
      status: "ok";
      /**
       * @description The API's version (semantic versioning; CHANGELOG.md lists what each holds, docs/compatibility.md what may change within one).
       * @example 1.0.0
       */
      version: string;
      /**
       * @description The commit this deployment was built from (`git rev-parse --short=12 HEAD`, `-dirty` when the working copy had changes), set when deployed; `dev` when run locally or in tests.
       * @example 41f1b40c2a9e
       */
      build: string;
    };
    /** @description RFC 9457 problem details (application/problem+json). */
    Problem: {
      /** @example urn:patience-api:problem:not_found */
      type: string;
      /**
       * @description The problem type summed up in words, in English (`Not found`); `detail` is in the caller's language.
       * @example Not found
       */
      title: string;
      /** @example 404 */
      status: number;
      /**
       * @description Stable machine-readable error code (snake_case). docs/errors.md lists them all.
       * @enum {string}
       */
      code:
        | "not_found"
        | "method_not_allowed"
        | "malformed_json"
        | "unsupported_media_type"
        | "validation_failed"
        | "payload_too_large"
        | "unknown_game"
        | "invalid_deal_option"
        | "rate_limited"
        | "internal_error"
        | "server_not_configured"
        | "state_malformed"
        | "state_version_unsupported"
        | "state_wrong_game"
        | "state_unknown_key"
        | "state_tampered"
        | "unknown_session"
        | "missing_owner_token"
        | "not_owner"
        | "version_conflict"
        | "nothing_to_undo"
        | "nothing_to_redo"
        | "export_unavailable"
        | "move_limit"
        | "game_revealed"
        | "spectators_full"
        | "too_many_sockets"
        | "too_many_sockets_in_all"
        | "idempotency_key_reused"
        | "weak_idempotency_key"
        | "websocket_required"
        | "invalid_player_name"
        | "missing_player_token"
        | "invalid_player_token"
        | "unknown_player"
        | "invalid_date"
        | "no_challenge"
        | "challenge_not_open"
        | "challenge_not_ready"
        | "challenge_closed"
        | "challenge_open"
        | "ranked_only_while_open"
        | "unknown_league"
        | "too_many_entries"
        | "wrong_join_code"
        | "league_full"
        | "not_league_maker"
        | "not_a_member"
        | "too_many_leagues"
        | "invalid_cursor"
        | "already_entered"
        | "no_entry"
        | "undo_not_allowed"
        | "analysis_unavailable"
        | "share_unavailable"
        | "owner_reveals"
        | "hidden_cards"
        | "invalid_move"
        | "invalid_state"
        | "invalid_notation"
        | "game_over"
        | "no_such_move"
        | "empty_slot"
        | "occupied_slot"
        | "not_exposed"
        | "too_weak"
        | "not_in_waste"
        | "no_cards"
        | "stock_empty"
        | "no_link"
        | "not_a_target";
      /** @description A human sentence in the caller's language. */
      detail: string;
      /** @description The public facts the sentence was built from. */
      params?: {
        [key: string]: string | number;
      };
      /** @description For validation_failed: each offending field (a dotted path; the message in the caller's language). */
      errors?: {
        path: string;
        message: string;
      }[];
    } & {
      [key: string]: unknown;
    };
    GameSummary: {
      /** @example wall */
      id: string;
      /** @example Wall */
      name: string;
      summary: string;
      /** @example en */
      lang: string;
      /** @description Number of slots (Aisleriot's slot numbers 0..slots-1). */
      slots: number;
      maxScore: number;
      /** @description Whether some cards stay hidden until the game ends. */
      hiddenCards: boolean;
      /**
       * @description The game's variants, by option name: the values a deal may take (`options` of a deal or a stored game's creation) and the one it gets when none is asked for. Empty for a game without variants.
       * @example {}
       */
      dealOptions: {
        [key: string]: {
          values: string[];
          default: string;
        };
      };
      /** @description Where each slot lies on Aisleriot's table, by slot number: what a client needs to draw the table (board.svg draws it at 72 × 96 px a unit, cards 64 × 88 px). */
      table: components["schemas"]["SlotPlace"][];
      /**
       * @description The name of each slot kind `table` uses, in the caller's language (as board.txt names them): what a client calls a slot by its kind.
       * @example {
       *       "throne": "Throne",
       *       "high_guard": "High guard",
       *       "low_guard": "Low guard",
       *       "wall": "Wall",
       *       "stock": "Stock",
       *       "waste": "Waste"
       *     }
       */
      kinds: {
        throne?: string;
        high_guard?: string;
        low_guard?: string;
        wall?: string;
        stock?: string;
        waste?: string;
        cell?: string;
      };
    };
    SlotPlace: {
      /** @description Left edge, in card steps from the table's left. */
      x: number;
      /** @description Top edge, in row steps from the table's top (Wall's rows overlap by half). */
      y: number;
      /** @enum {string} */
      kind: "throne" | "high_guard" | "low_guard" | "wall" | "stock" | "waste" | "cell";
    };
    GameDetail: components["schemas"]["GameSummary"] & {
      /** @description The full rules, as Aisleriot plays them, in sections. */
      rules: {
        title: string;
        body: string;
      }[];
    };
    /**
     * @example {
     *       "game": "maze",
     *       "view": {
     *         "slots": [
     *           [
     *             "7S"
     *           ],
     *           [
     *             "9C"
     *           ],
     *           [
     *             "QH"
     *           ],
     *           [
     *             "8D"
     *           ],
     *           [
     *             "3C"
     *           ],
     *           [
     *             "6S"
     *           ],
     *           [
     *             "AC"
     *           ],
     *           [
     *             "4D"
     *           ],
     *           [],
     *           [],
     *           [
     *             "TD"
     *           ],
     *           [
     *             "AD"
     *           ],
     *           [
     *             "2S"
     *           ],
     *           [
     *             "JS"
     *           ],
     *           [
     *             "3H"
     *           ],
     *           [
     *             "9D"
     *           ],
     *           [
     *             "3D"
     *           ],
     *           [],
     *           [
     *             "5S"
     *           ],
     *           [
     *             "JC"
     *           ],
     *           [
     *             "3S"
     *           ],
     *           [
     *             "7H"
     *           ],
     *           [
     *             "2D"
     *           ],
     *           [
     *             "6C"
     *           ],
     *           [
     *             "JH"
     *           ],
     *           [
     *             "AS"
     *           ],
     *           [
     *             "8H"
     *           ],
     *           [
     *             "4H"
     *           ],
     *           [],
     *           [
     *             "9H"
     *           ],
     *           [
     *             "9S"
     *           ],
     *           [
     *             "4C"
     *           ],
     *           [
     *             "5D"
     *           ],
     *           [
     *             "5C"
     *           ],
     *           [
     *             "QS"
     *           ],
     *           [],
     *           [
     *             "6D"
     *           ],
     *           [],
     *           [
     *             "TC"
     *           ],
     *           [
     *             "6H"
     *           ],
     *           [
     *             "JD"
     *           ],
     *           [
     *             "QD"
     *           ],
     *           [
     *             "QC"
     *           ],
     *           [
     *             "8C"
     *           ],
     *           [
     *             "4S"
     *           ],
     *           [
     *             "8S"
     *           ],
     *           [
     *             "7D"
     *           ],
     *           [
     *             "TS"
     *           ],
     *           [
     *             "2C"
     *           ],
     *           [
     *             "5H"
     *           ],
     *           [
     *             "TH"
     *           ],
     *           [
     *             "7C"
     *           ],
     *           [
     *             "AH"
     *           ],
     *           [
     *             "2H"
     *           ]
     *         ],
     *         "score": 2,
     *         "status": "playing",
     *         "gaps": [
     *           {
     *             "slot": 8,
     *             "accepts": [
     *               "5D"
     *             ]
     *           },
     *           {
     *             "slot": 9,
     *             "accepts": [
     *               "9D"
     *             ]
     *           },
     *           {
     *             "slot": 17,
     *             "accepts": [
     *               "4D",
     *               "4S"
     *             ]
     *           },
     *           {
     *             "slot": 28,
     *             "accepts": [
     *               "5H",
     *               "8H"
     *             ]
     *           },
     *           {
     *             "slot": 35,
     *             "accepts": [
     *               "AC",
     *               "AD",
     *               "5D",
     *               "AH",
     *               "AS"
     *             ]
     *           },
     *           {
     *             "slot": 37,
     *             "accepts": [
     *               "9C",
     *               "7D"
     *             ]
     *           }
     *         ]
     *       },
     *       "score": 2,
     *       "status": "playing",
     *       "legalMoves": [
     *         {
     *           "type": "move",
     *           "from": 1,
     *           "to": 37
     *         },
     *         {
     *           "type": "move",
     *           "from": 6,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 7,
     *           "to": 17
     *         },
     *         {
     *           "type": "move",
     *           "from": 11,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 15,
     *           "to": 9
     *         },
     *         {
     *           "type": "move",
     *           "from": 25,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 26,
     *           "to": 28
     *         },
     *         {
     *           "type": "move",
     *           "from": 32,
     *           "to": 8
     *         },
     *         {
     *           "type": "move",
     *           "from": 32,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 44,
     *           "to": 17
     *         },
     *         {
     *           "type": "move",
     *           "from": 46,
     *           "to": 37
     *         },
     *         {
     *           "type": "move",
     *           "from": 49,
     *           "to": 28
     *         },
     *         {
     *           "type": "move",
     *           "from": 52,
     *           "to": 35
     *         }
     *       ],
     *       "moveSlots": [
     *         [
     *           1,
     *           37
     *         ],
     *         [
     *           6,
     *           35
     *         ],
     *         [
     *           7,
     *           17
     *         ],
     *         [
     *           11,
     *           35
     *         ],
     *         [
     *           15,
     *           9
     *         ],
     *         [
     *           25,
     *           35
     *         ],
     *         [
     *           26,
     *           28
     *         ],
     *         [
     *           32,
     *           8
     *         ],
     *         [
     *           32,
     *           35
     *         ],
     *         [
     *           44,
     *           17
     *         ],
     *         [
     *           46,
     *           37
     *         ],
     *         [
     *           49,
     *           28
     *         ],
     *         [
     *           52,
     *           35
     *         ]
     *       ],
     *       "origin": "deal",
     *       "custom": false,
     *       "state": "AQRtYXplA2Rldi1hN2Yy…",
     *       "deal": 1
     *     }
     */
    GameResponse: {
      game: string;
      state: components["schemas"]["StateToken"];
      view: components["schemas"]["PublicView"];
      score: number;
      status: components["schemas"]["GameStatus"];
      /** @description The complete list of legal moves: empty once the game is over, and in a stored game that takes no more moves (resigned, or a ranked entry whose challenge has closed, which stays `playing`). */
      legalMoves: components["schemas"]["Move"][];
      /** @description The slots each legal move involves, in the order of `legalMoves` (`moveSlots[i]` belongs to `legalMoves[i]`), source first: a client marks a move's slots, and finds the moves from a slot or onto one, without knowing the game's rules. */
      moveSlots: components["schemas"]["MoveSlots"][];
      origin: components["schemas"]["Origin"];
      /** @description True for a custom layout: never counts for a leaderboard. */
      custom: boolean;
      /** @description A daily challenge's casual game (its token is marked so, through every move): never ranked. Ranked play is a stored game made by the challenge's entries route. */
      daily?: {
        date: string;
        /** @enum {boolean} */
        ranked: false;
      };
      /** @description The deal number, in the deal's reply when the caller chose it (not repeated on moves: keep it). */
      deal?: number;
      options?: components["schemas"]["DealOptions"];
    };
    /** @description Opaque sealed game state (AES-GCM, versioned, bound to its game). Send it back unchanged; it cannot be read or altered. */
    StateToken: string;
    /** @description What a player may see of the table, and nothing more. */
    PublicView: components["schemas"]["WallView"] | components["schemas"]["MazeView"];
    WallView: {
      /** @description Indexed by Aisleriot slot number; each slot bottom to top; hidden cards are "??". */
      slots: string[][];
      score: number;
      status: components["schemas"]["GameStatus"];
      stockCount: number;
      dealsLeft: number;
      waste: string[];
      /** @description Cards out of the game (all were seen face up). */
      removed: string[];
      /** @description Every exposed target; a face-down pile's health is unknown (null). */
      targets: {
        slot: number;
        faceDown: boolean;
        health: number | null;
      }[];
    };
    /** @enum {string} */
    GameStatus: "playing" | "won" | "lost";
    MazeView: {
      /** @description Indexed by Aisleriot slot number; each slot bottom to top; hidden cards are "??". */
      slots: string[][];
      score: number;
      status: components["schemas"]["GameStatus"];
      /** @description Each empty slot and the cards that may move there now (none once the game is won). */
      gaps: {
        slot: number;
        accepts: string[];
      }[];
    };
    /** @description A move in the game's format (the game's engine checks it exactly). */
    Move:
      | {
          /** @enum {string} */
          type: "deal";
        }
      | {
          /** @enum {string} */
          type: "attack";
          /** @description Aisleriot slot 0–52: throne, guards or wall. */
          target: number;
          /** @description Waste cards to attack with (a multiset). */
          cards: components["schemas"]["CardCode"][];
        }
      | components["schemas"]["MazeMove"];
    /**
     * @description Rank A23456789TJQK + suit CDHS, e.g. AS, TD, 7H.
     * @example 7H
     */
    CardCode: string;
    /**
     * @example {
     *       "type": "move",
     *       "from": 12,
     *       "to": 8
     *     }
     */
    MazeMove: {
      /** @enum {string} */
      type: "move";
      from: number;
      to: number;
    };
    /**
     * @description The slots a move involves, by slot number, source first, then where it goes: a move from slot to slot gives both (`from`, `to`); an attack, the slot of each card it uses, then its target; a deal, the stock, then the slots it deals to. Slots only: never a hidden card.
     * @example [
     *       12,
     *       8
     *     ]
     */
    MoveSlots: number[];
    /**
     * @description Where the game came from: `deal`, an Aisleriot deal number the caller chose; `random`, a shuffle from a cryptographic generator (no deal number exists); `custom`, a layout the caller gave; `daily`, a daily challenge's deal (a keyed shuffle, revealed once the challenge closes).
     * @enum {string}
     */
    Origin: "deal" | "random" | "custom" | "daily";
    /** @description The deal's options, in the deal's reply for a game with variants: every option it declares, defaults included (absent for a game without variants). The `state` keeps them. */
    DealOptions: {
      [key: string]: string;
    };
    /**
     * @example {
     *       "deal": 1
     *     }
     */
    DealRequest: {
      /**
       * @description Aisleriot-compatible deal number (0 to 2^32-1). Random when absent.
       * @example 1
       */
      deal?: number;
      layout?: components["schemas"]["Layout"];
      options?: components["schemas"]["DealOptions"] & unknown;
    };
    /**
     * @description A custom position (puzzles, tests; the game it starts is marked custom), in its game's shape (WallLayout or MazeLayout; any other field is refused), checked exactly by its engine (every card as often as the game holds it, and so on): an impossible one is refused with invalid_state.
     * @example {
     *       "slots": [
     *         "AC",
     *         "2C",
     *         "3C",
     *         "4C",
     *         "5C",
     *         "6C",
     *         "7C",
     *         "8C",
     *         "9C",
     *         "TC",
     *         "JC",
     *         "QC",
     *         "AD",
     *         "2D",
     *         "3D",
     *         "4D",
     *         "5D",
     *         "6D",
     *         "7D",
     *         "8D",
     *         "9D",
     *         "TD",
     *         "JD",
     *         "QD",
     *         "AH",
     *         "2H",
     *         "3H",
     *         "4H",
     *         "5H",
     *         "6H",
     *         "7H",
     *         "8H",
     *         "9H",
     *         "TH",
     *         "JH",
     *         "QH",
     *         "AS",
     *         "2S",
     *         "3S",
     *         "4S",
     *         "5S",
     *         "6S",
     *         "7S",
     *         "8S",
     *         "9S",
     *         "TS",
     *         null,
     *         "JS",
     *         null,
     *         null,
     *         null,
     *         null,
     *         null,
     *         "QS"
     *       ]
     *     }
     */
    Layout: components["schemas"]["WallLayout"] | components["schemas"]["MazeLayout"];
    /** @description A Wall position. The throne must hold its two kings of spades: without them the game would be won before its first move, and the layout is refused (invalid_state, reason already_won). */
    WallLayout: {
      /** @description 57 slots by Aisleriot slot number, each an array of card codes bottom first (slot 53 the stock, its next card last; 54–56 the waste). */
      slots: components["schemas"]["CardCode"][][];
      /** @description Whether low guard piles 4–7 are face up (default all face down). */
      faceUp?: boolean[];
      /** @description The score so far (default 0), at most the game's maxScore. */
      score?: number;
    };
    /** @description A Maze position: the 48 cards without kings, and 6 gaps. */
    MazeLayout: {
      /** @description 54 slots by Aisleriot slot number, each a card code or null for a gap. */
      slots: (components["schemas"]["CardCode"] | null)[];
    };
    /**
     * @example {
     *       "game": "maze",
     *       "view": {
     *         "slots": [
     *           [
     *             "7S"
     *           ],
     *           [],
     *           [
     *             "QH"
     *           ],
     *           [
     *             "8D"
     *           ],
     *           [
     *             "3C"
     *           ],
     *           [
     *             "6S"
     *           ],
     *           [
     *             "AC"
     *           ],
     *           [
     *             "4D"
     *           ],
     *           [],
     *           [],
     *           [
     *             "TD"
     *           ],
     *           [
     *             "AD"
     *           ],
     *           [
     *             "2S"
     *           ],
     *           [
     *             "JS"
     *           ],
     *           [
     *             "3H"
     *           ],
     *           [
     *             "9D"
     *           ],
     *           [
     *             "3D"
     *           ],
     *           [],
     *           [
     *             "5S"
     *           ],
     *           [
     *             "JC"
     *           ],
     *           [
     *             "3S"
     *           ],
     *           [
     *             "7H"
     *           ],
     *           [
     *             "2D"
     *           ],
     *           [
     *             "6C"
     *           ],
     *           [
     *             "JH"
     *           ],
     *           [
     *             "AS"
     *           ],
     *           [
     *             "8H"
     *           ],
     *           [
     *             "4H"
     *           ],
     *           [],
     *           [
     *             "9H"
     *           ],
     *           [
     *             "9S"
     *           ],
     *           [
     *             "4C"
     *           ],
     *           [
     *             "5D"
     *           ],
     *           [
     *             "5C"
     *           ],
     *           [
     *             "QS"
     *           ],
     *           [],
     *           [
     *             "6D"
     *           ],
     *           [
     *             "9C"
     *           ],
     *           [
     *             "TC"
     *           ],
     *           [
     *             "6H"
     *           ],
     *           [
     *             "JD"
     *           ],
     *           [
     *             "QD"
     *           ],
     *           [
     *             "QC"
     *           ],
     *           [
     *             "8C"
     *           ],
     *           [
     *             "4S"
     *           ],
     *           [
     *             "8S"
     *           ],
     *           [
     *             "7D"
     *           ],
     *           [
     *             "TS"
     *           ],
     *           [
     *             "2C"
     *           ],
     *           [
     *             "5H"
     *           ],
     *           [
     *             "TH"
     *           ],
     *           [
     *             "7C"
     *           ],
     *           [
     *             "AH"
     *           ],
     *           [
     *             "2H"
     *           ]
     *         ],
     *         "score": 3,
     *         "status": "playing",
     *         "gaps": [
     *           {
     *             "slot": 1,
     *             "accepts": [
     *               "JH",
     *               "8S"
     *             ]
     *           },
     *           {
     *             "slot": 8,
     *             "accepts": [
     *               "5D"
     *             ]
     *           },
     *           {
     *             "slot": 9,
     *             "accepts": [
     *               "9D"
     *             ]
     *           },
     *           {
     *             "slot": 17,
     *             "accepts": [
     *               "4D",
     *               "4S"
     *             ]
     *           },
     *           {
     *             "slot": 28,
     *             "accepts": [
     *               "5H",
     *               "8H"
     *             ]
     *           },
     *           {
     *             "slot": 35,
     *             "accepts": [
     *               "AC",
     *               "AD",
     *               "5D",
     *               "AH",
     *               "AS"
     *             ]
     *           }
     *         ]
     *       },
     *       "score": 3,
     *       "status": "playing",
     *       "legalMoves": [
     *         {
     *           "type": "move",
     *           "from": 6,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 7,
     *           "to": 17
     *         },
     *         {
     *           "type": "move",
     *           "from": 11,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 15,
     *           "to": 9
     *         },
     *         {
     *           "type": "move",
     *           "from": 24,
     *           "to": 1
     *         },
     *         {
     *           "type": "move",
     *           "from": 25,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 26,
     *           "to": 28
     *         },
     *         {
     *           "type": "move",
     *           "from": 32,
     *           "to": 8
     *         },
     *         {
     *           "type": "move",
     *           "from": 32,
     *           "to": 35
     *         },
     *         {
     *           "type": "move",
     *           "from": 44,
     *           "to": 17
     *         },
     *         {
     *           "type": "move",
     *           "from": 45,
     *           "to": 1
     *         },
     *         {
     *           "type": "move",
     *           "from": 49,
     *           "to": 28
     *         },
     *         {
     *           "type": "move",
     *           "from": 52,
     *           "to": 35
     *         }
     *       ],
     *       "moveSlots": [
     *         [
     *           6,
     *           35
     *         ],
     *         [
     *           7,
     *           17
     *         ],
     *         [
     *           11,
     *           35
     *         ],
     *         [
     *           15,
     *           9
     *         ],
     *         [
     *           24,
     *           1
     *         ],
     *         [
     *           25,
     *           35
     *         ],
     *         [
     *           26,
     *           28
     *         ],
     *         [
     *           32,
     *           8
     *         ],
     *         [
     *           32,
     *           35
     *         ],
     *         [
     *           44,
     *           17
     *         ],
     *         [
     *           45,
     *           1
     *         ],
     *         [
     *           49,
     *           28
     *         ],
     *         [
     *           52,
     *           35
     *         ]
     *       ],
     *       "origin": "deal",
     *       "custom": false,
     *       "state": "AQRtYXplA2Rldi1hN2Yy…",
     *       "move": {
     *         "type": "move",
     *         "from": 1,
     *         "to": 37
     *       },
     *       "events": [
     *         {
     *           "type": "moved",
     *           "card": "9C",
     *           "from": 1,
     *           "to": 37
     *         },
     *         {
     *           "type": "scored",
     *           "points": 1,
     *           "score": 3
     *         }
     *       ]
     *     }
     */
    MoveResponse: components["schemas"]["GameResponse"] & {
      move: components["schemas"]["Move"];
      /** @description What happened, in order. */
      events: components["schemas"]["GameEvent"][];
    };
    GameEvent:
      | {
          /** @enum {string} */
          type: "attacked";
          target: number;
          cards: string[];
          sum: number;
          health: number;
          success: boolean;
        }
      | {
          /** @enum {string} */
          type: "flipped";
          target: number;
          cards: string[];
        }
      | {
          /** @enum {string} */
          type: "removed";
          target: number;
          cards: string[];
          points: number;
        }
      | {
          /** @enum {string} */
          type: "discarded";
          cards: string[];
        }
      | {
          /** @enum {string} */
          type: "dealt";
          cards: string[];
          stockLeft: number;
        }
      | components["schemas"]["EndedEvent"]
      | {
          /** @enum {string} */
          type: "moved";
          card: string;
          from: number;
          to: number;
        }
      | {
          /** @enum {string} */
          type: "scored";
          points: number;
          score: number;
        };
    /** @description The last event of the move that ends the game, the same in every game: `status` is the game's status from then on (a Maze game is only ever won). */
    EndedEvent: {
      /** @enum {string} */
      type: "ended";
      /** @enum {string} */
      status: "won" | "lost";
    };
    /**
     * @example {
     *       "state": "AQRtYXplA2Rldt...",
     *       "move": {
     *         "type": "move",
     *         "from": 12,
     *         "to": 8
     *       }
     *     }
     */
    MoveRequest: {
      state: components["schemas"]["StateToken"];
      move: components["schemas"]["Move"];
    };
    /**
     * @example {
     *       "game": "maze",
     *       "verdict": "winnable",
     *       "line": [
     *         {
     *           "type": "move",
     *           "from": 12,
     *           "to": 8
     *         }
     *       ],
     *       "nodes": 5120,
     *       "budget": 50000
     *     }
     */
    Solution: {
      game: string;
      /**
       * @description `winnable` with a winning `line`; `unwinnable` only when the search proved it; `unknown` when the budget ran out first.
       * @enum {string}
       */
      verdict: "winnable" | "unwinnable" | "unknown";
      /** @description A winning line from the position (short, not always the shortest); null unless winnable. */
      line: components["schemas"]["Move"][] | null;
      /** @description Positions the solver visited. */
      nodes: number;
      budget: number;
    };
    /**
     * @example {
     *       "state": "AwRtYXplA2Rldt...",
     *       "budget": 50000
     *     }
     */
    SolveRequest: {
      state?: components["schemas"]["StateToken"] & unknown;
      layout?: components["schemas"]["Layout"] & unknown;
      /** @description Positions the solver may visit: at most the game's own bound (Wall 5000, Maze 50000), which is also the default; a larger budget is lowered to it (the reply's `budget` says what was used). A solve counts as 10 requests against the rate limit. */
      budget?: number;
    };
    /**
     * @example {
     *       "move": {
     *         "type": "move",
     *         "from": 1,
     *         "to": 37
     *       },
     *       "reason": "any_move",
     *       "text": "Move 9♣ onto the gap before 10♣: it leaves the ordered runs alone.",
     *       "slots": [
     *         1,
     *         37
     *       ],
     *       "params": {
     *         "card": "9C",
     *         "from": 1,
     *         "to": 37
     *       }
     *     }
     */
    Hint: {
      /** @description The move to play, or null when there is none (the game is over, or no move is left). */
      move:
        | {
            /** @enum {string} */
            type: "deal";
          }
        | {
            /** @enum {string} */
            type: "attack";
            /** @description Aisleriot slot 0–52: throne, guards or wall. */
            target: number;
            /** @description Waste cards to attack with (a multiset). */
            cards: components["schemas"]["CardCode"][];
          }
        | components["schemas"]["MazeMove"]
        | null;
      /**
       * @description Stable key of the hint's reason. A game that is over has no move to propose, and its reason is its status, `won` or `lost`, in every game; `no_move` (nothing to propose in a game still playing, e.g. a ranked entry whose challenge has closed) and `invalid_view` come with a null move too.
       * @enum {string}
       */
      reason:
        | "attack"
        | "attack_throne"
        | "flip_face_down"
        | "deal"
        | "won"
        | "lost"
        | "no_move"
        | "finish"
        | "extend_run"
        | "extend_tail"
        | "free_slot"
        | "any_move"
        | "invalid_view";
      /** @description The hint in the caller's language. */
      text: string;
      slots: components["schemas"]["MoveSlots"] & unknown;
      /** @description The values behind the text, for clients that write their own (card, slots, health…); the text itself names cards and places in words, never slot numbers. The run a `free_slot` hint makes room for is named by the card beside the slot it grows into (`slot`): `after` (the last card of the run from the top-left corner) or `before` (the first card of the run into the bottom-right corner), neither while the run has no card (that slot is then its corner). Maze `moves_to_win`: the length of a winning line that starts with this move — the shortest for `finish`; for the other reasons the line the planner found, which the next hint may replace by another (so it need not go down by one a move). */
      params?: {
        [key: string]: string | number;
      };
    };
    HintRequest: {
      state: components["schemas"]["StateToken"];
    };
    CreatedSession: components["schemas"]["Session"] & {
      /** @description Shown once (only its hash is stored): send it as `Authorization: Bearer <ownerToken>` to change the game. */
      ownerToken: string;
      /** @description The deal number, only when the caller chose it. */
      deal?: number;
    };
    Session: {
      game: string;
      view: components["schemas"]["PublicView"];
      score: number;
      status: components["schemas"]["GameStatus"];
      /** @description The complete list of legal moves: empty once the game is over, and in a stored game that takes no more moves (resigned, or a ranked entry whose challenge has closed, which stays `playing`). */
      legalMoves: components["schemas"]["Move"][];
      /** @description The slots each legal move involves, in the order of `legalMoves` (`moveSlots[i]` belongs to `legalMoves[i]`), source first: a client marks a move's slots, and finds the moves from a slot or onto one, without knowing the game's rules. */
      moveSlots: components["schemas"]["MoveSlots"][];
      origin: components["schemas"]["Origin"];
      /** @description True for a custom layout: never counts for a leaderboard. */
      custom: boolean;
      /** @description A daily challenge's deal. `ranked`: an entry whose end the server reports to the leaderboard (no undo where the game hides cards, Wall; no change once over or once the challenge closes). Ranked or not, no export or analysis until the challenge closes. */
      daily?: {
        date: string;
        ranked: boolean;
        /** @description A ranked entry's player. */
        playerId?: string;
        /** @description A ranked entry's undos taken (they count on the leaderboard). */
        undos?: number;
        /** @description A ranked entry's hints given (they count on the leaderboard: among wins, fewer hints rank first). */
        hints?: number;
      };
      options?: components["schemas"]["DealOptions"];
      /** @description Unguessable id: anyone holding it may watch the game. */
      id: string;
      /** @description Grows by one with every change. */
      version: number;
      /** @description Moves on the current line of play. */
      moveCount: number;
      /** @description Undone moves that redo can play again. */
      redoCount: number;
      /** @description True once the owner resigned: the game is over, lost. */
      resigned: boolean;
      /** @description True once an export or analysis has shown the deal of a game that hides cards: undo is refused from then on (409 game_revealed). */
      revealed: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @example {
     *       "game": "maze",
     *       "deal": 1
     *     }
     */
    CreateSessionRequest: {
      /**
       * @description The game: wall or maze (another name is a 404 unknown_game).
       * @example maze
       * @enum {string}
       */
      game: "wall" | "maze";
      /**
       * @description Aisleriot-compatible deal number (0 to 2^32-1). Random when absent.
       * @example 1
       */
      deal?: number;
      layout?: components["schemas"]["Layout"];
      options?: components["schemas"]["DealOptions"] & unknown;
    };
    SessionChange: components["schemas"]["Session"] & {
      move?: components["schemas"]["Move"] & unknown;
      /** @description What happened, in order (empty for undo). */
      events: components["schemas"]["GameEvent"][];
    };
    /**
     * @example {
     *       "move": {
     *         "type": "move",
     *         "from": 12,
     *         "to": 8
     *       },
     *       "version": 1
     *     }
     */
    SessionMoveRequest: {
      move: components["schemas"]["Move"];
      /**
       * @description The version you last saw (a game starts at 1). A change is applied only if it is still current (optimistic concurrency).
       * @example 1
       */
      version: number;
    };
    VersionRequest: {
      /**
       * @description The version you last saw (a game starts at 1). A change is applied only if it is still current (optimistic concurrency).
       * @example 1
       */
      version: number;
    };
    SessionHistory: {
      id: string;
      game: string;
      version: number;
      /** @description Moves on the whole line of play (all pages). */
      moveCount: number;
      moves: components["schemas"]["HistoryEntry"][];
      redoCount: number;
      /** @description The address of the next page; null on the last one. */
      next: string | null;
    };
    HistoryEntry: {
      /** @description 1-based position on the line of play. */
      seq: number;
      move: components["schemas"]["Move"];
      events: components["schemas"]["GameEvent"][];
      scoreAfter: number;
      statusAfter: components["schemas"]["GameStatus"];
      /** Format: date-time */
      playedAt: string;
    };
    SessionExport: {
      game: string;
      /** @description The deal number (absent for a custom layout). */
      deal?: number;
      options?: components["schemas"]["DealOptions"] & unknown;
      origin: components["schemas"]["Origin"];
      layout?: components["schemas"]["Layout"] & unknown;
      /** @description Replayed from the deal, these give the game exactly. */
      moves: components["schemas"]["Move"][];
      version: number;
      status: components["schemas"]["GameStatus"];
      /** @description Whether the owner gave the game up: its moves then replay to a position still playing, and `status` is lost. */
      resigned: boolean;
      score: number;
    };
    Analysis: {
      game: string;
      /** @description The version analysed (kept until the game changes). */
      version: number;
      moveCount: number;
      start: components["schemas"]["SolverVerdict"];
      now: components["schemas"]["SolverVerdict"] & unknown;
      /** @description The first move after which the game could no longer be won (null if it never turned, or that could not be decided). */
      turningPoint: {
        /** @description The move's position on the line of play (1-based). */
        seq: number;
        move: components["schemas"]["Move"];
        /** @description A winning line from the position before that move: its first move is the alternative. */
        alternative: components["schemas"]["Move"][];
      } | null;
      /** @description False when a solver ran out of budget on a position the answer depends on. */
      decided: boolean;
      /** @description Positions visited by all the solver calls of this analysis. */
      nodes: number;
      /** @description False while the analysis goes on: one request searches at most a solve's worth (the route's bound), and the next request goes on where it stopped. Until then `start` and `now` are what is known so far (else `unknown`) and `turningPoint` is null. Ask again until true. */
      complete: boolean;
    };
    /** @description Was the deal winnable from the start (and the solver's line)? */
    SolverVerdict: {
      /**
       * @description `winnable` with a winning `line`; `unwinnable` only when the search proved it; `unknown` when the budget ran out first.
       * @enum {string}
       */
      verdict: "winnable" | "unwinnable" | "unknown";
      /** @description A winning line from the position (short, not always the shortest); null unless winnable. */
      line: components["schemas"]["Move"][] | null;
      /** @description Positions the solver visited. */
      nodes: number;
    };
    CreatedPlayer: {
      /**
       * @description 128 random bits, base64url (22 characters): public, it names the player's profile.
       * @example q3Vx8dLrT0mYcJ2pZkW9aA
       */
      id: string;
      /**
       * @description The display name as kept.
       * @example Ada
       */
      name: string;
      /**
       * @description The player token `<id>.<secret>` (256 random bits): shown once, only its SHA-256 is stored. Send it as `Authorization: Bearer <token>` for ranked play.
       * @example q3Vx8dLrT0mYcJ2pZkW9aA.Vd4m…
       */
      token: string;
      /**
       * Format: date-time
       * @example 2026-12-01T09:30:00.000Z
       */
      createdAt: string;
    };
    /**
     * @example {
     *       "name": "Ada"
     *     }
     */
    CreatePlayerRequest: {
      /**
       * @description The display name: NFC-normalised and trimmed, then 1–24 characters (Unicode code points: an emoji is one) with no control or format characters (bidi overrides, zero-width characters), no line breaks, no private-use, unassigned or noncharacter code points, TAG characters only in a flag, and at most 3 combining marks on one character (counted after NFD); else 422 invalid_player_name (params.reason: empty, too_long, invisible_character, stacked_marks).
       * @example Ada
       */
      name: string;
    };
    /**
     * @description A player's public profile: anyone with the id may read it.
     * @example {
     *       "id": "q3Vx8dLrT0mYcJ2pZkW9aA",
     *       "name": "Ada",
     *       "createdAt": "2026-12-01T09:30:00.000Z",
     *       "games": {
     *         "wall": {
     *           "currentStreak": 0,
     *           "bestStreak": 0,
     *           "freezes": 0,
     *           "frozen": [],
     *           "played": 0,
     *           "won": 0,
     *           "recent": []
     *         },
     *         "maze": {
     *           "currentStreak": 2,
     *           "bestStreak": 2,
     *           "freezes": 0,
     *           "frozen": [],
     *           "played": 3,
     *           "won": 2,
     *           "recent": [
     *             {
     *               "date": "2026-12-03",
     *               "won": true,
     *               "score": 48,
     *               "moves": 81
     *             },
     *             {
     *               "date": "2026-12-02",
     *               "won": true,
     *               "score": 48,
     *               "moves": 95
     *             },
     *             {
     *               "date": "2026-12-01",
     *               "won": false,
     *               "score": 30,
     *               "moves": 112
     *             }
     *           ]
     *         }
     *       }
     *     }
     */
    PlayerProfile: {
      /**
       * @description 128 random bits, base64url (22 characters): public, it names the player's profile.
       * @example q3Vx8dLrT0mYcJ2pZkW9aA
       */
      id: string;
      /**
       * @description The display name as kept.
       * @example Ada
       */
      name: string;
      /**
       * Format: date-time
       * @example 2026-12-01T09:30:00.000Z
       */
      createdAt: string;
      /** @description Every game, zeros for those never played. */
      games: {
        wall: components["schemas"]["PlayerGameRecord"];
        maze: components["schemas"]["PlayerGameRecord"];
      };
    };
    PlayerGameRecord: {
      /** @description Consecutive dates won up to the latest win, while no later date is lost or closed unplayed without a freeze to cover it: a date stays open until it has ended everywhere on Earth (24:00 at UTC−12), so a streak never breaks at a time-zone edge. */
      currentStreak: number;
      /** @description The longest run of consecutive dates won (a frozen date bridges a run, it adds nothing). */
      bestStreak: number;
      /** @description Freezes banked now. Every 7 dates played in a row (won or lost) earn one, at most 2 banked; while a streak is alive, each date that closes unplayed spends one and the streak holds (it does not grow). With none left a missed date breaks the streak; a lost date always does. */
      freezes: number;
      /** @description The latest dates (at most 35) a freeze covered, newest first. */
      frozen: string[];
      /** @description Dates with a ranked entry that ended. */
      played: number;
      /** @description Of those, the dates won. */
      won: number;
      /** @description The latest 35 results, newest date first. */
      recent: components["schemas"]["PlayerResult"][];
    };
    /** @description The player's ranked entry of one date's challenge. */
    PlayerResult: {
      /**
       * Format: date
       * @example 2026-12-01
       */
      date: string;
      won: boolean;
      score: number;
      moves: number;
    };
    DailyChallenges: {
      /** @description Today in UTC. */
      date: string;
      /** @description One per game. */
      challenges: components["schemas"]["DailyChallenge"][];
    };
    DailyChallenge: {
      game: string;
      /** @example 2026-12-01 */
      date: string;
      /** @description Days since the first challenge (which is number 0). */
      number: number;
      /**
       * @description `open` from 00:00 at UTC+14 of the date until 24:00 at UTC−12: ranked entries are taken; `closed` after: the deal is revealed.
       * @enum {string}
       */
      status: "open" | "closed";
      /** Format: date-time */
      opensAt: string;
      /** Format: date-time */
      closesAt: string;
      /** @example patience-daily/v1 */
      scheme: string;
      /** @description Length of the winning line proven before publication (Maze: the solver's; Wall: the non-peeking hint policy's). */
      par: number;
      /** @description Lowercase hex SHA-256 of the UTF-8 text `patience-daily/v1|<game>|<date>|<salt>|<layout>`, where `<layout>` is the starting layout as JSON with keys sorted and no spaces. Check it against `reveal` once closed. */
      commitment: string;
      /** @description The public starting position (hidden cards as `??`). */
      start: {
        view: components["schemas"]["PublicView"];
        score: number;
        status: components["schemas"]["GameStatus"];
        legalMoves: components["schemas"]["Move"][];
        /** @description The slots each legal move involves, in the order of `legalMoves` (`moveSlots[i]` belongs to `legalMoves[i]`), source first: a client marks a move's slots, and finds the moves from a slot or onto one, without knowing the game's rules. */
        moveSlots: components["schemas"]["MoveSlots"][];
      };
      entries: components["schemas"]["EntryCounts"];
      /** @description Who the global board lists: said before entering, without a player. */
      globalBoard: {
        /** @description Whether the global board lists established players' entries only (Wall: the first of each client, of a player made at least `days` days before the date opened with `dailies` daily challenges of earlier dates finished), or every entry (Maze). A player made now is not established: its entry counts for its streak and leagues, not on the global board. A player's own standing: `GET .../listing`. */
        established: boolean;
        /** @example 14 */
        days: number;
        /** @example 5 */
        dailies: number;
      };
      reveal?: components["schemas"]["ChallengeReveal"];
    };
    /** @description The entries the board lists (`total`, `finished`, `won`: the rows it has, or will have once they finish), and `all` ranked entries. The global board of Wall lists only established players' entries, one per client (see `DailyEntry.board`). */
    EntryCounts: {
      /** @description Ranked entries made. */
      total: number;
      /** @description Entries whose game ended (won, lost or resigned). */
      finished: number;
      won: number;
      /** @description Every ranked entry, those the board does not list included (on a league's board, every member's entry is listed: the same numbers). */
      all: {
        /** @description Ranked entries made. */
        total: number;
        /** @description Entries whose game ended (won, lost or resigned). */
        finished: number;
        won: number;
      };
    };
    /** @description Only once the challenge has closed. */
    ChallengeReveal: {
      scheme: string;
      /** @description The k of the deal taken: candidates 0…k−1 were not proven winnable by the hint policy. */
      candidate: number;
      layout: components["schemas"]["Layout"] & unknown;
      /** @description The keyed shuffle of the pack, card codes in dealing order. */
      pack: string[];
      /** @description The secret per-challenge salt of the commitment (base64url). */
      salt: string;
      /** @description The winning line found before publication; its length is `par`. */
      proof: components["schemas"]["Move"][];
    };
    ChallengeArchive: {
      game: string;
      /** @description Closed challenges, newest first. */
      days: components["schemas"]["ArchivedChallenge"][];
      /** @description The address of the next (older) page, as the `Link: <…>; rel="next"` header gives it; null on the last. */
      next: string | null;
    };
    ArchivedChallenge: {
      /** @example 2026-12-01 */
      date: string;
      /** @description Days since the first challenge (which is number 0). */
      number: number;
      /** @description Length of the winning line proven before publication. */
      par: number;
      entries: components["schemas"]["EntryCounts"];
      /** @description The global board's first entry, when it won; null when no listed entry won. */
      winner: {
        playerId: string;
        name: string;
        moves: number;
        hints: number;
        undos: number;
        timeMs: number;
        /** @description The winning entry's stored game. */
        sessionId: string;
        /** @description Its history (`GET /v1/sessions/{id}/history`): every move of the win, to replay. */
        replay: string;
        /** @description The stored game on `/play`. */
        watch: string;
      } | null;
      /** @description Paths of this API (and `/play`) about the date. */
      links: {
        /** @description The challenge with its reveal (layout, salt, proof line): `GET /v1/daily/{game}/{date}`. */
        challenge: string;
        /** @description Its leaderboard, each row's stored game linked (their lines replay their results). */
        leaderboard: string;
        /** @description The date on `/play`: its deal played unranked, its replays watched. */
        play: string;
      };
    };
    DailyEntry: components["schemas"]["CreatedSession"] & {
      player: {
        id: string;
        name: string;
      };
      board: components["schemas"]["BoardListing"];
    };
    /** @description Whether the entry's result goes on the global leaderboard. Every entry is ranked play and counts for its player's streak and leagues; the global board of Wall (its deal hides cards: a throwaway player's entry can learn them for another) lists only an established player's entry, the first of its client: `player_too_new`: its player was made less than 14 days before the date opened; `too_few_dailies`: its player has finished fewer than 5 daily challenges of earlier dates; `client_entered_before`: another entry of this challenge came first from the same client (an address, an IPv6 /64); `client_entered_meanwhile`: another entry came from the same client while this one was in play; `player_newer_than_challenge`: an entry made under the earlier rule (its player made after the date opened). */
    BoardListing: {
      listed: boolean;
      /** @enum {string} */
      reason?:
        | "player_too_new"
        | "too_few_dailies"
        | "client_entered_before"
        | "client_entered_meanwhile"
        | "player_newer_than_challenge";
    };
    EntryListing: {
      game: string;
      date: string;
      player: {
        id: string;
        name: string;
      };
      /** @description The player has an entry of this challenge: `board` is then its own (which another entry of its client can still change while it is in play); else what an entry made now would get. */
      entered: boolean;
      board: components["schemas"]["BoardListing"];
      /** @description What makes a player established (only Wall ask for it), and where this player stands. */
      established: {
        /** @description Days a player must be made before the date opens. */
        days: number;
        /** @description Daily challenges of earlier dates a player must have finished. */
        dailies: number;
        /**
         * Format: date-time
         * @description When the player was made.
         */
        playerSince: string;
        /** @description Daily challenges of earlier dates the player finished, counted up to `dailies`. */
        finished: number;
      };
    };
    EntryStanding: {
      playerId: string;
      name: string;
      /**
       * @description Null while in play.
       * @enum {string|null}
       */
      result: "won" | "lost" | "resigned" | null;
      score: number;
      moves: number;
      undos: number;
      hints: number;
      timeMs: number;
      board: components["schemas"]["BoardListing"];
      /** @description Finished and on the board: its rank is between `from` and `to` (entries with the same hints and moves, or the same score, share the range; the board's pages order them), of `of` finished entries. Counted from the board's counts by result (a Fenwick tree: a few dozen rows at most), not by reading the board. */
      standing: {
        from: number;
        to: number;
        of: number;
        /** @description Share of the board at or below it, 0–100. */
        percentile: number;
      } | null;
    };
    /** @description Finished entries only. Won before not won; among wins fewer hints, then fewer moves, then fewer undos, then less time; among the rest higher score, then fewer moves; then who finished first. */
    Leaderboard: {
      game: string;
      date: string;
      /** @enum {string} */
      status: "open" | "closed";
      entries: components["schemas"]["EntryCounts"];
      rows: components["schemas"]["LeaderboardRow"][];
      /** @description The league whose members only this board lists (`?league=`). */
      league?: {
        id: string;
        name: string;
      };
      /** @description The address of the next page (its `cursor` query parameter); null on the last one. Ranks on later pages count on from this page's. */
      next: string | null;
    };
    LeaderboardRow: {
      rank: number;
      playerId: string;
      name: string;
      /** @enum {string} */
      result: "won" | "lost" | "resigned";
      score: number;
      moves: number;
      undos: number;
      /** @description Hints the entry's game gave its player. */
      hints: number;
      /** @description From entering to the end, by the server's clock. */
      timeMs: number;
      /** Format: date-time */
      finishedAt: string;
      /** @description The entry's stored game (history, export), once the challenge has closed. */
      sessionId?: string;
    };
    CreatedLeague: components["schemas"]["League"] & {
      /**
       * @description The code others join with: shown once (only its hash is kept). Share it with whom you choose; the maker may change it (the old one then stops working).
       * @example K7QX-M2VA-9D
       */
      joinCode: string;
    };
    LeagueMember: {
      /**
       * @description The member's number in this league, given in the order they joined (never reused): what the maker removes a member by. Players' ids are not shown.
       * @example 3
       */
      number: number;
      name: string;
      /** Format: date-time */
      joinedAt: string;
      /** @description The league's maker: may remove members and change the join code. When the maker leaves, the member who joined first of those left becomes it. */
      maker: boolean;
    };
    League: {
      /** @example 0f3c2a9d8b7e6f5a4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a2918f0e1d2c */
      id: string;
      name: string;
      /** Format: date-time */
      createdAt: string;
      /** @description At most 100, in the order they joined; a player is in at most 20 leagues. */
      members: components["schemas"]["LeagueMember"][];
    };
    /**
     * @example {
     *       "name": "Tuesday club"
     *     }
     */
    CreateLeagueRequest: {
      /**
       * @description The league's name: the same rules as a player's name (1–24 visible characters).
       * @example Tuesday club
       */
      name: string;
    };
    /**
     * @example {
     *       "code": "K7QX-M2VA-9D"
     *     }
     */
    JoinLeagueRequest: {
      /**
       * @description The league's join code, from its maker.
       * @example K7QX-M2VA-9D
       */
      code: string;
    };
    LeagueStreaks: {
      league: {
        id: string;
        name: string;
      };
      /** @description Per game, the members by current streak, then best streak, then dates won. */
      games: {
        wall: components["schemas"]["LeagueStreakRow"][];
        maze: components["schemas"]["LeagueStreakRow"][];
      };
    };
    LeagueStreakRow: {
      /** @description The member's number in the league. */
      number: number;
      name: string;
      currentStreak: number;
      bestStreak: number;
      /** @description Freezes the member has banked now (as of their latest result; see PlayerGameRecord). */
      freezes: number;
      played: number;
      won: number;
    };
    Share: {
      /**
       * @description The text to post: the game, the challenge's number and date, won or lost, the moves against par, the hints (a ranked entry), the player's streak (a ranked entry), and the link. Nothing of the deal.
       * @example Patience Maze #3 · 2026-12-04
       *     Won in 44 moves
       *     par 40 (+4) · 0 hints · streak 2
       *     https://patience.example/play?game=maze&date=2026-12-04&entry=p0d3Hkz0W0-3vYq1zYmT7A
       */
      text: string;
      /**
       * Format: uri
       * @description The link: /play for the date, and the ranked entry's player. Its page carries Open Graph and Twitter card tags whose picture is `image`.
       */
      url: string;
      /**
       * Format: uri
       * @description The preview picture (PNG, 1200 × 630): the result and its figures; while the date is open nothing of the deal.
       */
      image: string;
      /** @description The preview's title (`og:title`). */
      title: string;
      /** @description The preview's line (`og:description`). */
      description: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The limits this request counted against, a structured-field list of `"name";q=<quota>;w=<window seconds>`: `requests` on every reply (a solve or an analysis counts 10); on creations also `games-hour`, `leagues-hour`, `players-minute`, `players-hour`, `players-day`. Absent where no limit counts (a local server). */
    "RateLimit-Policy": string;
    /** @description What is left of each policy named in `RateLimit-Policy`: `"name";r=<remaining>;t=<seconds until its window resets>`. The `requests` remainder is counted by the server instance that answered (an upper bound when several serve one client): pace by the policy, and on a 429 wait `Retry-After`. */
    RateLimit: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The API is up. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  listGames: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every game. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description Kept an hour (the games change only with a new version of the API), then revalidated. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            games: components["schemas"]["GameSummary"][];
          };
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getGame: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The game. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description Kept an hour (the games change only with a new version of the API), then revalidated. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["GameDetail"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  createDeal: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        "application/json": components["schemas"]["DealRequest"];
      };
    };
    responses: {
      /** @description The new game. */
      201: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["GameResponse"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The custom layout is not a position of this game, or a deal option is not one of the game's. Codes: invalid_state, invalid_deal_option. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  playMove: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MoveRequest"];
      };
    };
    responses: {
      /** @description The new position and what happened. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MoveResponse"];
        };
      };
      /** @description Malformed JSON, a body of the wrong shape, or a state token that does not decode. Codes: malformed_json, validation_failed, state_malformed, state_version_unsupported. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Illegal move (its code names the reason), or a token tampered with, of another game or key. Codes: invalid_move, game_over, stock_empty, not_in_waste, empty_slot, not_exposed, too_weak, occupied_slot, no_link, state_wrong_game, state_unknown_key, state_tampered. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  solvePosition: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SolveRequest"];
      };
    };
    responses: {
      /** @description The solver's answer. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Solution"];
        };
      };
      /** @description Malformed JSON, a body of the wrong shape, or a state token that does not decode. Codes: malformed_json, validation_failed, state_malformed, state_version_unsupported. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A daily challenge's deal, while the challenge is open. Codes: challenge_open. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The position hides cards, the layout is not a position of this game, or a token tampered with, of another game or key. Codes: hidden_cards, invalid_state, state_wrong_game, state_unknown_key, state_tampered. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getHint: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["HintRequest"];
      };
    };
    responses: {
      /** @description The hint. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Hint"];
        };
      };
      /** @description Malformed JSON, a body of the wrong shape, or a state token that does not decode. Codes: malformed_json, validation_failed, state_malformed, state_version_unsupported. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A token tampered with, of another game or key. Codes: state_wrong_game, state_unknown_key, state_tampered. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getBoardSvg: {
    parameters: {
      query: {
        /** @description Opaque sealed game state (AES-GCM, versioned, bound to its game). Send it back unchanged; it cannot be read or altered. */
        state: components["schemas"]["StateToken"];
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed JSON, a body of the wrong shape, or a state token that does not decode. Codes: validation_failed, state_malformed, state_version_unsupported. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A token tampered with, of another game or key. Codes: state_wrong_game, state_unknown_key, state_tampered. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getBoardText: {
    parameters: {
      query: {
        /** @description Opaque sealed game state (AES-GCM, versioned, bound to its game). Send it back unchanged; it cannot be read or altered. */
        state: components["schemas"]["StateToken"];
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "text/plain": string;
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed JSON, a body of the wrong shape, or a state token that does not decode. Codes: validation_failed, state_malformed, state_version_unsupported. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A token tampered with, of another game or key. Codes: state_wrong_game, state_unknown_key, state_tampered. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  createSession: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key and body from the same client (address, IPv6 /64) gets the first reply again, with the same token, instead of creating another (another body under the key: 422 idempotency_key_reused); a retry is recognised before any quota is charged. The key is bound to the client that sent it: the same key from another client is another creation of its own, never the first one's token. The key stands for the token it returns, so it must be a secret as hard to guess as one: at least 22 characters, at least 8 of them different (else 400 weak_idempotency_key), of at least 128 random bits, such as a UUID v4. */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateSessionRequest"];
      };
    };
    responses: {
      /** @description The new stored game (or, for a retry under its Idempotency-Key, the first reply again). `Location` is its address. */
      201: {
        headers: {
          Location: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedSession"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape, or an Idempotency-Key that cannot be unique (too short, too few different characters). Codes: malformed_json, validation_failed, weak_idempotency_key. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The custom layout is not a position of this game, a deal option is not one of the game's, or the Idempotency-Key was used for another request. Codes: invalid_state, invalid_deal_option, idempotency_key_reused. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The game now. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Session"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  playSessionMove: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key returns the first reply instead of applying anything again. A game keeps the replies of its latest keyed requests (64 KiB of them, about twenty); an older retry is judged by its `version` (409, never applied twice). */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SessionMoveRequest"];
      };
    };
    responses: {
      /** @description The new position, what happened and the new version. */
      200: {
        headers: {
          /** @description The ETag `GET /v1/sessions/{id}` gives the game now: send it as `If-None-Match`. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionChange"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No owner token. Codes: missing_owner_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not this game's owner token. Codes: not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `version` is not current (the problem carries `currentVersion`; nothing was applied), nothing to undo/redo, the game's move limit reached, an exported or analysed game that cannot be undone, or a ranked daily entry that cannot be undone (Wall) or changed (its challenge closed). Codes: version_conflict, nothing_to_undo, nothing_to_redo, move_limit, game_revealed, undo_not_allowed, challenge_closed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Illegal move (its code names the reason), or an Idempotency-Key reused for another request. Codes: invalid_move, game_over, stock_empty, not_in_waste, empty_slot, not_exposed, too_weak, occupied_slot, no_link, idempotency_key_reused. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  undoSessionMove: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key returns the first reply instead of applying anything again. A game keeps the replies of its latest keyed requests (64 KiB of them, about twenty); an older retry is judged by its `version` (409, never applied twice). */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["VersionRequest"];
      };
    };
    responses: {
      /** @description The game after the change and the new version. */
      200: {
        headers: {
          /** @description The ETag `GET /v1/sessions/{id}` gives the game now: send it as `If-None-Match`. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionChange"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No owner token. Codes: missing_owner_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not this game's owner token. Codes: not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `version` is not current (the problem carries `currentVersion`; nothing was applied), nothing to undo/redo, the game's move limit reached, an exported or analysed game that cannot be undone, or a ranked daily entry that cannot be undone (Wall) or changed (its challenge closed). Codes: version_conflict, nothing_to_undo, nothing_to_redo, move_limit, game_revealed, undo_not_allowed, challenge_closed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A resigned game, or a ranked daily entry whose game is over (an unranked game may go back from a loss); or an Idempotency-Key reused for another request. Codes: game_over, idempotency_key_reused. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  redoSessionMove: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key returns the first reply instead of applying anything again. A game keeps the replies of its latest keyed requests (64 KiB of them, about twenty); an older retry is judged by its `version` (409, never applied twice). */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["VersionRequest"];
      };
    };
    responses: {
      /** @description The game after the change and the new version. */
      200: {
        headers: {
          /** @description The ETag `GET /v1/sessions/{id}` gives the game now: send it as `If-None-Match`. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionChange"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No owner token. Codes: missing_owner_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not this game's owner token. Codes: not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `version` is not current (the problem carries `currentVersion`; nothing was applied), nothing to undo/redo, the game's move limit reached, an exported or analysed game that cannot be undone, or a ranked daily entry that cannot be undone (Wall) or changed (its challenge closed). Codes: version_conflict, nothing_to_undo, nothing_to_redo, move_limit, game_revealed, undo_not_allowed, challenge_closed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A resigned game, or a ranked daily entry whose game is over (an unranked game may go back from a loss); or an Idempotency-Key reused for another request. Codes: game_over, idempotency_key_reused. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  resignSession: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key returns the first reply instead of applying anything again. A game keeps the replies of its latest keyed requests (64 KiB of them, about twenty); an older retry is judged by its `version` (409, never applied twice). */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["VersionRequest"];
      };
    };
    responses: {
      /** @description The game, over. */
      200: {
        headers: {
          /** @description The ETag `GET /v1/sessions/{id}` gives the game now: send it as `If-None-Match`. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionChange"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No owner token. Codes: missing_owner_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not this game's owner token. Codes: not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description `version` is not current (the problem carries `currentVersion`; nothing was applied), nothing to undo/redo, the game's move limit reached, an exported or analysed game that cannot be undone, or a ranked daily entry that cannot be undone (Wall) or changed (its challenge closed). Codes: version_conflict, nothing_to_undo, nothing_to_redo, move_limit, game_revealed, undo_not_allowed, challenge_closed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The game is already over, or an Idempotency-Key reused for another request. Codes: game_over, idempotency_key_reused. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getSessionHistory: {
    parameters: {
      query?: {
        /** @description Moves after this one (default 0). */
        after?: number;
        /** @description Moves per page (default 100). */
        limit?: number;
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The history. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description The next page (RFC 8288), as the body's `next` gives it: `<address>; rel="next"`. Absent on the last page. */
          Link?: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionHistory"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  exportSession: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionExport"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The owner must see a game that hides cards first (its undo ends then), or the token is not this game's. Codes: owner_reveals, not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The game still hides cards that the export would reveal, or it is a ranked entry of a challenge still open. Codes: export_unavailable, challenge_open. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  analyseSession: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The analysis. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Analysis"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The owner must see a game that hides cards first (its undo ends then), or the token is not this game's. Codes: owner_reveals, not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The game still hides cards, or it is a ranked entry of a challenge still open. Codes: analysis_unavailable, challenge_open. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getSessionHint: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The hint. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Hint"];
        };
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A ranked daily entry in play gives hints to its owner only: no owner token. Codes: missing_owner_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description A ranked daily entry in play: not its owner token. Codes: not_owner. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  watchSession: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Switching to the WebSocket protocol. */
      101: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not a WebSocket upgrade request. Codes: websocket_required. */
      426: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This client holds its share of the game's sockets, or of all games' sockets, or sent too many requests: wait `Retry-After` seconds or close a socket. Codes: too_many_sockets, too_many_sockets_in_all, rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The game has as many spectators as it takes. Codes: spectators_full. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getSessionBoardSvg: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": string;
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getSessionBoardText: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "text/plain": string;
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown or expired session id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  createPlayer: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key and body from the same client (address, IPv6 /64) gets the first reply again, with the same token, instead of creating another (another body under the key: 422 idempotency_key_reused); a retry is recognised before any quota is charged. The key is bound to the client that sent it: the same key from another client is another creation of its own, never the first one's token. The key stands for the token it returns, so it must be a secret as hard to guess as one: at least 22 characters, at least 8 of them different (else 400 weak_idempotency_key), of at least 128 random bits, such as a UUID v4. */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreatePlayerRequest"];
      };
    };
    responses: {
      /** @description The new player (or, for a retry under its Idempotency-Key, the same player and token again). `Location` is its profile. */
      201: {
        headers: {
          Location: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedPlayer"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape, or an Idempotency-Key that cannot be unique (too short, too few different characters). Codes: malformed_json, validation_failed, weak_idempotency_key. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The name is empty, longer than 24 characters, or has a control or format character (`params.reason` says which); or the Idempotency-Key was used with another name. Codes: invalid_player_name, idempotency_key_reused. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client, or more than 10 players created in a minute: wait `Retry-After` seconds. Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getPlayer: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The player's id (22 characters), as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile now. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PlayerProfile"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Malformed or unknown player id. Codes: unknown_player. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyChallenges: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Today's challenges. */
      200: {
        headers: {
          /** @description How long the reply is kept: 10 s while the date is open (never past midnight UTC for `today`), 86400 s once closed. Within it a read is answered by the edge cache of the data centre, not by the challenge. */
          "Cache-Control": string;
          /** @description The reply's version: send it as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DailyChallenges"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No challenge yet: today is before the first one. Codes: no_challenge. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no keys configured (its operator must set them). Codes: server_not_configured. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyArchive: {
    parameters: {
      query?: {
        /** @description The page holds closed dates before this one (YYYY-MM-DD), newest first: the previous page's `next` gives it; absent, from the newest closed date. Any other text is 400 `invalid_date`. */
        before?: string;
        /** @description Days (default 30, at most 100). */
        limit?: number;
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the archive. */
      200: {
        headers: {
          /** @description The first page is kept 300 s (a date closes each day at 12:00 UTC and is archived within the hour); older pages 3600 s. */
          "Cache-Control": string;
          /** @description The reply's version: send it as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description RFC 8288: `<next page>; rel="next"`, absent on the last page. */
          Link?: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ChallengeArchive"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `before` is not a real date from 2000 to 2999 written YYYY-MM-DD, or `limit` is not valid. Codes: invalid_date, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyFeed: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed. */
      200: {
        headers: {
          /** @description Kept until the next opening or closing of a date (10:00 and 12:00 UTC), at most 3600 s. */
          "Cache-Control": string;
          /** @description The reply's version: send it as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/atom+xml": string;
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyCalendar: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calendar. */
      200: {
        headers: {
          /** @description Kept until the next opening or closing of a date (10:00 and 12:00 UTC), at most 3600 s. */
          "Cache-Control": string;
          /** @description The reply's version: send it as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "text/calendar": string;
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game. Codes: unknown_game. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyChallenge: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
        /** @description The date, YYYY-MM-DD, or `today` (the date in UTC now). */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The challenge. */
      200: {
        headers: {
          /** @description How long the reply is kept: 10 s while the date is open (never past midnight UTC for `today`), 86400 s once closed. Within it a read is answered by the edge cache of the data centre, not by the challenge. */
          "Cache-Control": string;
          /** @description The reply's version: send it as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DailyChallenge"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`. Codes: invalid_date, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, a date before the first challenge, or a challenge not open yet (nothing about it is served before). Codes: unknown_game, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  dealDailyChallenge: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
        /** @description The date, YYYY-MM-DD, or `today` (the date in UTC now). */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new game. */
      201: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["GameResponse"];
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`. Codes: invalid_date, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, a date before the first challenge, or a challenge not open yet (nothing about it is served before). Codes: unknown_game, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  enterDailyChallenge: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Optional: a retry with the same key and body from the same client (address, IPv6 /64) gets the first reply again, with the same token, instead of creating another (another body under the key: 422 idempotency_key_reused); a retry is recognised before any quota is charged. The key is bound to the client that sent it: the same key from another client is another creation of its own, never the first one's token. The key stands for the token it returns, so it must be a secret as hard to guess as one: at least 22 characters, at least 8 of them different (else 400 weak_idempotency_key), of at least 128 random bits, such as a UUID v4. */
        "idempotency-key"?: string;
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
        /** @description The date, YYYY-MM-DD, or `today` (the date in UTC now). */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entry's stored game (or, for a retry under its Idempotency-Key, the entry again with the same owner token). `Location` is its address. */
      201: {
        headers: {
          Location: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DailyEntry"];
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`; or an Idempotency-Key that cannot be unique (too short, too few different characters). Codes: invalid_date, validation_failed, weak_idempotency_key. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, a date before the first challenge, or a challenge not open yet (nothing about it is served before). Codes: unknown_game, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The player has entered this challenge already (without an Idempotency-Key, or under another one), or it has closed. Codes: already_entered, challenge_closed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyEntryListing: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
        /** @description The date, YYYY-MM-DD, or `today` (the date in UTC now). */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The player's listing for this challenge. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntryListing"];
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`. Codes: invalid_date, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, a date before the first challenge, or a challenge not open yet (nothing about it is served before). Codes: unknown_game, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyEntryStanding: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        game: string;
        date: string;
        /** @description The player's id (22 characters). */
        playerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entry now. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntryStanding"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`. Codes: invalid_date, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, no entry of this player, a date before the first challenge, or a challenge not open yet. Codes: unknown_game, no_entry, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  reissueDailyEntry: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
        /** @description The date, YYYY-MM-DD, or `today` (the date in UTC now). */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entry's stored game and its new owner token. `Location` is its address. */
      200: {
        headers: {
          Location: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DailyEntry"];
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`. Codes: invalid_date, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, no entry of this player, a date before the first challenge, or a challenge not open yet. Codes: unknown_game, no_entry, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The challenge has closed: its entries are final. Codes: challenge_closed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyLeaderboard: {
    parameters: {
      query?: {
        /** @description Where the page starts: the `cursor` of the previous page's `next` (absent: the first page). Pages follow the stored order, so a page costs its rows however long the board is. Signed by the server for this board: any other text is 400 `invalid_cursor`. */
        cursor?: string;
        /** @description Rows (default 50, at most 100). */
        limit?: number;
        /** @description A league's id: the board of its members only, ranked among them, in one page (read fresh, not kept at the edge; `cursor` and `limit` do not apply). */
        league?: string;
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The game: wall or maze. */
        game: "wall" | "maze";
        /** @description The date, YYYY-MM-DD, or `today` (the date in UTC now). */
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the leaderboard. */
      200: {
        headers: {
          /** @description How long the reply is kept: 10 s while the date is open (never past midnight UTC for `today`), 86400 s once closed. Within it a read is answered by the edge cache of the data centre, not by the challenge. */
          "Cache-Control": string;
          /** @description The reply's version: send it as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description The next page (RFC 8288), as the body's `next` gives it: `<address>; rel="next"`. Absent on the last page. */
          Link?: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Leaderboard"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The date is not a real date (nor `today`), a query parameter is not valid, or the cursor is not one this server gave for this board (forged, altered, another board's). Codes: invalid_date, validation_failed, invalid_cursor. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, a date before the first challenge, or a challenge not open yet (nothing about it is served before). Codes: unknown_game, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, 4 challenges a run; a request never prepares a closed date (wait `Retry-After` seconds). Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          /** @description With challenge_not_ready: seconds to wait before trying again. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  createLeague: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateLeagueRequest"];
      };
    };
    responses: {
      /** @description The new league, with its join code (shown once). `Location` is the league. */
      201: {
        headers: {
          Location: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedLeague"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The player is in 20 leagues already (each result is sent to each of them): leave one first. Codes: too_many_leagues. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The name is empty, too long, or has an invisible character. Codes: invalid_player_name. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  joinLeague: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The league's id, as returned on creation: public, it names the league and its boards. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["JoinLeagueRequest"];
      };
    };
    responses: {
      /** @description The league, with its new member. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["League"];
        };
      };
      /** @description Malformed JSON or a body of the wrong shape. Codes: malformed_json, validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Not this league's join code. Codes: wrong_join_code. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown league id. Codes: unknown_league. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The league has as many members as it takes, or the player is in 20 leagues already. Codes: league_full, too_many_leagues. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getLeague: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The league's id, as returned on creation: public, it names the league and its boards. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The league. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["League"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown league id. Codes: unknown_league. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getLeagueStreaks: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
        /** @description ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored. */
        "if-none-match"?: string;
      };
      path: {
        /** @description The league's id, as returned on creation: public, it names the league and its boards. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The streak table now. */
      200: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description `no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LeagueStreaks"];
        };
      };
      /** @description Not modified: `If-None-Match` named the current ETag (no body). */
      304: {
        headers: {
          /** @description The reply's version: send it back as `If-None-Match` to get 304 while it holds. */
          ETag: string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown league id. Codes: unknown_league. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  removeLeagueMember: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The league's id, as returned on creation: public, it names the league and its boards. */
        id: string;
        /** @description `me`: the player leaves. A member's number (as the league lists it): the maker removes that member. */
        member: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The league without the member. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["League"];
        };
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Only the league's maker may remove another member. Codes: not_league_maker. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown league id, or no such member in it (the player is not a member, or no member has that number). Codes: unknown_league, not_a_member. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  rotateLeagueCode: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The league's id, as returned on creation: public, it names the league and its boards. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The league, with its new join code (shown once). */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedLeague"];
        };
      };
      /** @description A query parameter is not valid. Codes: validation_failed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No player token, or one that is not valid. Codes: missing_player_token, invalid_player_token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Only the league's maker may change the join code. Codes: not_league_maker. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown league id. Codes: unknown_league. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body too large. Codes: payload_too_large. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Body not sent as application/json. Codes: unsupported_media_type. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getSessionShare: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        /** @description The stored game's id, as returned on creation. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The share. */
      200: {
        headers: {
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          RateLimit: components["headers"]["RateLimit"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Share"];
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD. Codes: invalid_date. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description No stored game has this id. Codes: unknown_session. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The game is not of a daily deal, or not over yet. Codes: share_unavailable. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured, or the closed date's challenge is not prepared yet. Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyCard: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        game: string;
        date: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture. */
      200: {
        headers: {
          /** @description `public, max-age=…`: a few minutes while the date is open (its counts move), a day once closed. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "image/png": string;
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD. Codes: invalid_date. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, a date before the first challenge, or a challenge not open yet. Codes: unknown_game, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured, or the closed date's challenge is not prepared yet. Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
  getDailyEntryCard: {
    parameters: {
      query?: {
        /** @description Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language. */
        lang?: "en" | "es" | "ca" | "cs" | "el";
      };
      header?: {
        /** @description Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default. */
        "accept-language"?: string;
      };
      path: {
        game: string;
        date: string;
        /** @description The player's id (22 characters). */
        playerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture. */
      200: {
        headers: {
          /** @description `public, max-age=…`: a few minutes while the date is open (its counts move), a day once closed. */
          "Cache-Control": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "image/png": string;
        };
      };
      /** @description The date is not a real date from 2000 to 2999 written YYYY-MM-DD. Codes: invalid_date. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Unknown game, no entry of this player, a date before the first challenge, or a challenge not open yet. Codes: unknown_game, no_entry, no_challenge, challenge_not_open. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description This address does not take this method (`Allow` lists those it takes). Codes: method_not_allowed. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The entry is still in play. Codes: share_unavailable. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`). Codes: rate_limited. */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          "Retry-After": string;
          /** @description See `components.headers`. */
          "RateLimit-Policy"?: string;
          /** @description See `components.headers`. */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description An unexpected failure, logged; nothing about it is shown. Codes: internal_error. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
      /** @description The server has no daily secret configured, or the closed date's challenge is not prepared yet. Codes: server_not_configured, challenge_not_ready. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"];
        };
      };
    };
  };
}
