import { useEffect, useState } from 'react';
import type { ReplyOf } from '../../../contract';
import { useText, useWords } from '../i18n/words';
import { useReviewClient } from '../review/review-client';
import { EdgeBars } from './EdgeBars';
import './economics.css';

type Economics = ReplyOf<'ruleEconomics'>;

/**
 * The pit boss's rule economics: the table profile's exact house edge by up-card, and beside it
 * a shipped profile chosen from the list. The server computes the figures (a few seconds the first
 * time a profile is asked for); the screen only draws them.
 */
export function RuleEconomics() {
  const t = useText('review');
  const words = useWords();
  const { connection, request } = useReviewClient();
  const [vs, setVs] = useState<string>('');
  const [economics, setEconomics] = useState<Economics | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (connection !== 'open') return;
    setEconomics(null);
    void request('ruleEconomics', vs === '' ? {} : { vs }).then((answer) => {
      if (answer.ok) setEconomics(answer.reply);
      else setProblem(answer.error);
    });
  }, [connection, request, vs]);
  const percent = (share: number | null): string =>
    share === null
      ? t('review.economics.uncovered')
      : new Intl.NumberFormat(words.language, {
          style: 'percent',
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
        }).format(share);
  return (
    <section className="rule-economics" aria-label={t('review.economics.title')}>
      <h2>{t('review.economics.title')}</h2>
      {problem && <p role="alert">{problem}</p>}
      {economics === null ? (
        <p className="loading">{t('review.economics.computing')}</p>
      ) : (
        <>
          <p data-testid="table-edge">
            {t('review.economics.table-edge', {
              profile: economics.table.profile,
              edge: percent(economics.table.ev === null ? null : -economics.table.ev),
            })}
          </p>
          <label>
            {t('review.economics.compare-with')}{' '}
            <select value={vs} onChange={(event) => setVs(event.target.value)}>
              <option value="">{t('review.economics.no-comparison')}</option>
              {economics.profiles
                .filter((profile) => profile.id !== economics.table.profile)
                .map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.id}
                  </option>
                ))}
            </select>
          </label>
          {economics.vs && (
            <p data-testid="vs-edge">
              {t('review.economics.vs-edge', {
                profile: economics.vs.profile,
                edge: percent(economics.vs.ev === null ? null : -economics.vs.ev),
                difference: percent(
                  economics.vs.ev === null || economics.table.ev === null
                    ? null
                    : economics.vs.ev - economics.table.ev,
                ),
              })}
            </p>
          )}
          <EdgeBars table={economics.table} vs={economics.vs} />
        </>
      )}
    </section>
  );
}
