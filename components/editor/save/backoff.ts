// Retry delays after a network failure while saving: 2, 4, 8, 16, then every 30 seconds.
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30, 2 ** Math.max(1, attempt));
}
