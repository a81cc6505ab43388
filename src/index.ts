import { createApp } from "./http/app.ts";

const app = createApp();

export default app;
export { GameSession } from "./durable/game-session.ts";
export { DailyChallenge } from "./durable/daily-challenge.ts";
export { Player } from "./durable/player.ts";
