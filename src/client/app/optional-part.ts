import { lazy, type ComponentType } from 'react';

/**
 * A part of the shell loaded on demand (beside the first render, or when first shown): not in the
 * first load, and without its code the game goes on (the part renders nothing).
 */
export function optionalPart<Props extends object>(load: () => Promise<ComponentType<Props>>, what: string) {
  return lazy(() =>
    load().then(
      (Component): { default: ComponentType<Props> } => ({ default: Component }),
      (error: unknown): { default: ComponentType<Props> } => {
        console.error(`${what} could not be loaded`, error);
        return { default: () => null };
      },
    ),
  );
}
