import { createApp } from "./http/app.ts";

const app = createApp();

export default app;
export { GameSession } from "./durable/game-session.ts";
