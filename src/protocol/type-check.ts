/**
 * Compile-time checks that a schema's type and a domain type are the same both ways, so the wire
 * contract cannot drift from the rules: `const _x: SameType<A, B> = true` fails to compile otherwise.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
