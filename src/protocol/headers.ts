/** Header names of the wire contract (lower case, as Node reads them). */
export const HEADERS = {
  /** `Bearer <session>` on every request except the login. */
  authorization: 'authorization',
  /** JSON `{ id, isPremium?, startParam? }`; only used to refuse a user id other than the session's. */
  userData: 'user-data',
  /**
   * On game-user: the player's TON wallet. Absent keeps the linked one, empty unlinks it, an address
   * (raw or user-friendly) links it; a malformed one is a 400 that changes nothing.
   */
  userWallet: 'user-wallet',
  /** `main` (default) or `event`: which half of the game a request is about. */
  seasonType: 'season-type',
  /** A UUID made by the client when the player acts; required on every engine action. */
  idempotencyKey: 'idempotency-key',
  /**
   * On an engine action: when the player made it, ms of server time as the client reckons it. The
   * server honours it within the domain's bounds (`actionTime`): an action made offline keeps its
   * moment, so nothing the player saw is taken back.
   */
  actionTime: 'action-time',
  /** The build id of the server, on every response. */
  version: 'version',
  /**
   * `true` on an engine answer replayed from the idempotency store: its body (and so its
   * `serverNow`) is the one of the moment the action was first applied.
   */
  idempotentReplayed: 'idempotent-replayed',
} as const;
