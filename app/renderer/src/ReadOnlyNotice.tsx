import type { ReactNode } from 'react';
import { useText } from './i18n/words';

/**
 * Why a screen offers nothing to press: the review role (the surveillance room) reads the table
 * and its log and changes nothing. The server refuses its acts anyway; the screen says so first.
 */
export function ReadOnlyNotice({ children }: { readonly children: ReactNode }) {
  const t = useText('screen');
  return (
    <p className="read-only-notice" role="note" data-testid="read-only">
      <strong>{t('read-only.title')}</strong> — {children}
    </p>
  );
}
