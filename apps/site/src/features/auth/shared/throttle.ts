/**
 * A gate that opens at most once per `intervalMs`: presses closer together than that are ignored
 * (spec §9: one SMS request a second, one captcha refresh a second).
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let lastPassedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastPassedAt < intervalMs) return false;
    lastPassedAt = at;
    return true;
  };
}
