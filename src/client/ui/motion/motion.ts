/**
 * One-shot motion that makes earning felt: "+N" flying from the tapped button into its balance,
 * and a burst of sparks where something was bought or levelled. Compositor-only (transform and
 * opacity through the Web Animations API), nothing left behind, and nothing at all when the
 * player asks for reduced motion: the balance changes either way. On a weak phone (the root's
 * `data-performance="low"`, docs/operations.md, "In the Mini App") there are no sparks and the
 * balance does not bounce.
 */
import styles from './motion.module.css';

function reducedMotion(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Telegram for Android said this phone is weak (performance class LOW). */
function weakDevice(): boolean {
  return document.documentElement.dataset.performance === 'low';
}

function centre(rect: DOMRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** A fixed element at `at` in the page's top layer of motion, removed when its animation ends. */
function spawn(kind: 'fly' | 'spark', at: { x: number; y: number }, text = ''): HTMLElement {
  const element = document.createElement('span');
  const className = styles[kind];
  element.dataset.motion = kind;
  element.className = className ?? '';
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  element.style.left = `${String(at.x)}px`;
  element.style.top = `${String(at.y)}px`;
  document.body.append(element);
  return element;
}

/**
 * Flies `text` (e.g. "+10") from `from` into the resource chip of `slot` in `season` (the resource
 * bar marks its chips with `data-resource-chip`); nothing when that chip is not on screen.
 */
export function flyToBalance(from: DOMRect, slot: number, season: string, text: string): void {
  if (reducedMotion()) return;
  const chip = document.querySelector(`[data-resource-chip="${String(slot)}"][data-season="${season}"]`);
  if (!chip || typeof HTMLElement.prototype.animate !== 'function') return;
  const start = centre(from);
  const end = centre(chip.getBoundingClientRect());
  const element = spawn('fly', start, text);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const animation = element.animate(
    [
      { transform: 'translate(-50%, -50%) scale(0.8)', opacity: 0 },
      { transform: 'translate(-50%, -90%) scale(1.15)', opacity: 1, offset: 0.2 },
      { transform: `translate(calc(-50% + ${String(dx)}px), calc(-50% + ${String(dy)}px)) scale(0.6)`, opacity: 0.2 },
    ],
    { duration: 750, easing: 'cubic-bezier(0.5, 0, 0.75, 0)' },
  );
  animation.onfinish = () => {
    element.remove();
    if (weakDevice()) return;
    chip.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.12)' }, { transform: 'scale(1)' }], { duration: 260 });
  };
}

/** A ring of sparks around `at`: a purchase or a level gained. */
export function celebrate(at: DOMRect): void {
  if (reducedMotion() || weakDevice() || typeof HTMLElement.prototype.animate !== 'function') return;
  const origin = centre(at);
  const sparks = 12;
  for (let index = 0; index < sparks; index += 1) {
    const angle = (index / sparks) * 2 * Math.PI;
    const distance = 46 + (index % 3) * 14;
    const spark = spawn('spark', origin);
    const animation = spark.animate(
      [
        { transform: 'translate(-50%, -50%) scale(1)', opacity: 1 },
        {
          transform: `translate(calc(-50% + ${String(Math.cos(angle) * distance)}px), calc(-50% + ${String(Math.sin(angle) * distance)}px)) scale(0.3)`,
          opacity: 0,
        },
      ],
      { duration: 600, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' },
    );
    animation.onfinish = () => {
      spark.remove();
    };
  }
}
