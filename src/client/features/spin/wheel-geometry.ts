/** The wheel's geometry: slot wedges and the rotation that lands a slot under the pointer. */
import { WHEEL_SLOTS } from '#domain/spin';

/** The wheel's view box side, in SVG units. */
export const SIZE = 300;
export const CENTER = SIZE / 2;
export const RADIUS = 138;
export const SLOT_DEGREES = 360 / WHEEL_SLOTS;

/** A point on the circle of `radius` at `degrees` clockwise from the top, as [x, y]. */
export function coords(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Math.round((CENTER + radius * Math.sin(radians)) * 100) / 100, Math.round((CENTER - radius * Math.cos(radians)) * 100) / 100];
}

function point(degrees: number, radius: number): string {
  return coords(degrees, radius).join(' ');
}

export function wedge(index: number): string {
  const from = index * SLOT_DEGREES - SLOT_DEGREES / 2;
  const to = from + SLOT_DEGREES;
  return `M${CENTER} ${CENTER} L${point(from, RADIUS)} A${RADIUS} ${RADIUS} 0 0 1 ${point(to, RADIUS)} Z`;
}

/**
 * The rotation (degrees) that brings `slot` under the pointer at the top, at least `turns` full
 * turns past `from`: the wheel only ever turns forwards.
 */
export function landingRotation(from: number, slot: number, turns: number): number {
  const target = (360 - ((slot * SLOT_DEGREES) % 360)) % 360;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}
