import { useEffect } from 'react';
import type { Decision } from './table-types';

/** The croupier's one-key decisions, as on the terminal's key-in. */
export const DECISION_KEYS: Readonly<Record<string, Decision>> = {
  h: 'hit',
  s: 'stand',
  d: 'double',
  p: 'split',
  r: 'surrender',
};

/**
 * Calls `onKey` for a plain key pressed anywhere but in a text field, so that typing a card in
 * the key-in field never takes a decision by accident. `onKey` says whether it used the key.
 */
export function useShortcuts(onKey: (key: string) => boolean): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent): void => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || isField(target))) return;
      if (onKey(event.key.toLowerCase())) event.preventDefault();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onKey]);
}

const isField = (element: HTMLElement): boolean =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;
