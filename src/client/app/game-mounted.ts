/** Which game views have mounted since the shell started: the main season, the event, money. */
export interface GameMounted {
  main: boolean;
  event: boolean;
  money: boolean;
}

const ALL_FALSE: GameMounted = { main: false, event: false, money: false };

let state: GameMounted = ALL_FALSE;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The flags now. */
export function gameMounted(): GameMounted {
  return state;
}

/** Sets one flag (a view calls it once it has mounted its game). */
export function setGameMounted(key: keyof GameMounted, value: boolean): void {
  if (state[key] === value) return;
  state = { ...state, [key]: value };
  emit();
}

/** All flags back to false: the shell calls it when it starts (docs/product.md, section 3). */
export function resetGameMounted(): void {
  state = ALL_FALSE;
  emit();
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeGameMounted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
