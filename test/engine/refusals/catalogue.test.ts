import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../app/core/sentences.js';
import { engine as english } from '../../../app/i18n/catalogues/en/engine.js';
import { tableApp } from '../../../app/i18n/catalogues/en/table-app.js';
import type { Template } from '../../../engine/refusals/catalogue.js';
import { type MessageCode, say } from '../../../engine/refusals/message.js';
import { type Catalogue, renderMessage } from '../../../engine/refusals/render.js';

const entries = Object.entries(english) as [MessageCode, Template][];
const forms = (template: Template): string[] =>
  typeof template === 'string' ? [template] : Object.values(template);

describe('the English catalogue of the table', () => {
  it.each([...entries, ...(Object.entries(tableApp) as [MessageCode, Template][])])(
    'given the code %s, then it has a sentence with well-formed parameters',
    (code, template) => {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
      for (const form of forms(template)) {
        expect(form.trim()).not.toBe('');
        // Every brace belongs to a {{name}} placeholder: a stray one would print as it stands.
        expect(form.replace(/\{\{\w+\}\}/g, '').replace(/\{"type":"deal"\}/, '')).not.toMatch(/[{}]/);
      }
      if (typeof template !== 'string') {
        expect(Object.keys(template).sort()).toEqual(['one', 'other']);
        for (const form of forms(template)) expect(form).toContain('{{count}}');
      }
    },
  );
});

describe('rendering a message', () => {
  it('given a phrase parameter, then the phrase is rendered in the same catalogue first', () => {
    const refusal = say('double.after-split-not-allowed', {
      box: 1,
      hand: 2,
      label: say('hand.label-split', { box: 1, hand: 2 }),
    });
    expect(sentenceOf(refusal)).toBe('box 1 hand 2 cannot double: no double after a split at this table');
  });

  it('given a count, then the plural form of the language is chosen', () => {
    expect(sentenceOf(say('bet.box-full', { box: 2, count: 1 }))).toMatch(/^box 2 already has 1 bettor:/);
    expect(sentenceOf(say('bet.box-full', { box: 2, count: 4 }))).toMatch(/^box 2 already has 4 bettors:/);
  });

  it('given a parameter missing, then the placeholder stays visible rather than an empty word', () => {
    expect(sentenceOf(say('bet.no-such-box', { box: 8 }))).toBe(
      'there is no box 8: this table has {{boxes}} boxes',
    );
  });

  it('given another language, then its catalogue and its plural rules are used', () => {
    // Russian has a "few" form (2–4): a catalogue of another language plugs in without code changes.
    const templates = Object.fromEntries(entries.map(([code]) => [code, `[${code}]`])) as Record<
      MessageCode,
      Template
    >;
    templates['bet.box-full'] = {
      one: 'у бокса {{box}} уже {{count}} игрок',
      few: 'у бокса {{box}} уже {{count}} игрока',
      other: 'у бокса {{box}} уже {{count}} игроков',
    };
    const russian: Catalogue = { language: 'ru', templates };
    expect(renderMessage(say('bet.box-full', { box: 1, count: 3 }), russian)).toBe('у бокса 1 уже 3 игрока');
    expect(renderMessage(say('bet.box-full', { box: 1, count: 5 }), russian)).toBe('у бокса 1 уже 5 игроков');
    expect(renderMessage(say('round.not-now', { phase: say('phase.betting') }), russian)).toBe(
      '[round.not-now]',
    );
  });

  it('given a code a later catalogue no longer has (an old journal row), then the code is shown', () => {
    const old = { code: 'bet.retired-rule' as MessageCode, params: {} };
    expect(sentenceOf(old)).toBe('bet.retired-rule');
  });
});

describe('the catalogue and the code that speaks it', () => {
  it('given every code of the catalogue, then some rule of the table says it (no sentence is left over)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..', '..');
    const folders = [
      'engine',
      'app/core',
      'app/cli',
      'app/server',
      'app/socket-host',
      'app/pit',
      'app/renderer/src',
    ];
    // The central schema writes some alarm codes itself (the lag alarm): its SQL is a source too.
    const sources = [...folders, 'devices', 'migrations/central']
      .flatMap((folder) =>
        (readdirSync(join(root, folder), { recursive: true }) as string[])
          .filter((file) => /\.(tsx?|sql)$/.test(file) && !file.endsWith('engine.ts'))
          .map((file) => readFileSync(join(root, folder, file), 'utf8')),
      )
      .join('\n');
    const unsaid = [...entries.map(([code]) => code), ...Object.keys(tableApp)].filter((code) => {
      const [, rule] = code.split('.');
      return !sources.includes(`'${code}'`) && !sources.includes(`\${decision}.${rule}\``);
    });
    expect(unsaid).toEqual([]);
  });
});
