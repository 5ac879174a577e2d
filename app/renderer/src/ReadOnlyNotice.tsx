import type { ReactNode } from 'react';

/**
 * Why a screen offers nothing to press: the review role (the surveillance room) reads the table
 * and its log and changes nothing. The server refuses its acts anyway; the screen says so first.
 */
export function ReadOnlyNotice({
  children,
  title = 'Read only',
}: {
  readonly children: ReactNode;
  /** "Read only" in the screen's language. */
  readonly title?: string;
}) {
  return (
    <p className="read-only-notice" role="note" data-testid="read-only">
      <strong>{title}</strong> — {children}
    </p>
  );
}
