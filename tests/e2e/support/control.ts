/** The header the simulator's control surface wants on every `/__control/*` call (playwright.config.ts sets the secret). */
export const CONTROL_HEADERS: Record<string, string> = { 'x-sim-control-secret': process.env.SIM_CONTROL_SECRET ?? '' };
