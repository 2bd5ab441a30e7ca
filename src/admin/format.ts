/** How the console writes times and shares. */
export function when(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

export function percent(share: number | null): string {
  return share === null ? 'n/a' : `${(share * 100).toFixed(1)}%`;
}
