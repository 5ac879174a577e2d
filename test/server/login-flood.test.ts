import { describe, expect, it } from 'vitest';
import { PIN_SET_CHECK } from '../../app/core/log/pin-record.js';
import { PitBossDesk } from '../../app/core/table/pit-boss-desk.js';
import { runSabotWithInput } from '../support/run-cli.js';
import { until } from '../support/until.js';
import { CROUPIER_PIN, SocketClient, servedTable } from './server-fixture.js';

const BOSS_PIN = '482913';
const FLOOD = 3000;

/** A clock the test moves: the lockout's five minutes pass at once. */
function movableClock() {
  const now = { time: Date.now() };
  return { clock: () => new Date(now.time), pass: (minutes: number) => (now.time += minutes * 60_000) };
}

const wrongLogins = (count: number, from = 0): string[] =>
  Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      id: `flood-${from + i}`,
      op: 'login',
      payload: { role: 'pit-boss', operator: 'mallory', pin: String(100000 + ((from + i) % 900000)) },
    }),
  );

/** The nonce is the attacker's own connection's: these are guesses, not replays. */
const withNonce = (frames: string[], nonce: string | null): string[] =>
  frames.map((frame) => {
    const parsed = JSON.parse(frame);
    return JSON.stringify({ ...parsed, payload: { ...parsed.payload, nonce } });
  });

describe('a flood of wrong pit-boss logins over the WebSocket', () => {
  it(`answers ${FLOOD} wrong logins in bounded time with a bounded journal, while the croupier is answered at once`, {
    timeout: 60_000,
  }, async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    new PitBossDesk(fixture.table.service).guard.setPin('pit-boss', BOSS_PIN, { operator: 'manager' });
    const croupier = await SocketClient.connect(fixture);
    await croupier.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
    const attacker = await SocketClient.connect(fixture);

    const started = performance.now();
    const flood = attacker.flood(withNonce(wrongLogins(FLOOD), attacker.nonce));
    // The croupier asks while the flood is being answered: once its first answers have come.
    await until('the flood being answered', () => attacker.answered > 0);
    const asked = performance.now();
    const floodAnsweredWhenAsked = attacker.answered;
    const bet = await croupier.request('keyIn', { line: 'b1 10' });
    const croupierWaited = performance.now() - asked;
    const answers = await flood;
    const floodTook = performance.now() - started;

    expect(bet.reply).toEqual({ ok: true });
    // Asked in the middle of the flood, not after it: else the croupier's wait would prove nothing.
    expect(floodAnsweredWhenAsked).toBeLessThan(FLOOD);
    expect(croupierWaited, `the croupier waited ${croupierWaited.toFixed(0)} ms`).toBeLessThan(1000);
    expect(floodTook, `the flood took ${floodTook.toFixed(0)} ms`).toBeLessThan(10_000);
    expect(answers).toHaveLength(FLOOD);
    expect(answers.every((answer) => answer.ok && (answer.reply as { ok: boolean }).ok === false)).toBe(true);
    expect(answers.at(-1)?.reply).toMatchObject({
      reason: expect.stringMatching(/^pit-boss PINs from this connection \(127\.0\.0\.1\) are locked until/),
    });
    // Five wrong PINs and the first attempt the lock refused, not a row per attempt (beside the PIN's own entry).
    const rows = fixture.table.service.log
      .journalFrom(1)
      .filter((row) => (row.asked as { check?: string }).check !== PIN_SET_CHECK);
    expect(rows.length).toBeLessThanOrEqual(6);
    await attacker.close(fixture);
    const summary = fixture.table.service.log.journalFrom(1).at(-1);
    expect(summary).toMatchObject({
      kind: 'security',
      source: 'web',
      refusal: { code: 'pin.locked-summary', params: { count: FLOOD - 6 } },
    });
  });

  it('locks an address after twenty wrong PINs from its connections: a new connection does not start afresh', {
    timeout: 60_000,
  }, async () => {
    const fixture = await servedTable({ beyondLoopback: true });
    new PitBossDesk(fixture.table.service).guard.setPin('pit-boss', BOSS_PIN, { operator: 'manager' });
    for (let connection = 0; connection < 4; connection++) {
      const guesser = await SocketClient.connect(fixture);
      await guesser.flood(withNonce(wrongLogins(5, connection * 5), guesser.nonce));
      guesser.socket.close();
    }
    const fresh = await SocketClient.connect(fixture);
    const refused = await fresh.request('login', { role: 'pit-boss', operator: 'ana', pin: BOSS_PIN });
    expect(refused.reply).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^pit-boss PINs from the address 127\.0\.0\.1 are locked until/),
    });
  });

  it('lets a lock run out after its back-off while another connection goes on flooding, and leaves sabot ruling open', {
    timeout: 60_000,
  }, async () => {
    const time = movableClock();
    const fixture = await servedTable({ beyondLoopback: true, clock: time.clock });
    new PitBossDesk(fixture.table.service).guard.setPin('pit-boss', BOSS_PIN, { operator: 'manager' });
    const croupier = await SocketClient.connect(fixture);
    await croupier.request('login', { role: 'croupier', operator: 'marta', pin: CROUPIER_PIN });
    expect((await croupier.request('keyIn', { line: 'b1 10' })).reply).toEqual({ ok: true });

    const ana = await SocketClient.connect(fixture);
    for (let attempt = 0; attempt < 5; attempt++)
      await ana.request('login', { role: 'pit-boss', operator: 'ana', pin: `00000${attempt}` });
    const locked = await ana.request('login', { role: 'pit-boss', operator: 'ana', pin: BOSS_PIN });
    expect((locked.reply as { reason: string }).reason).toMatch(/locked until/);

    const mallory = await SocketClient.connect(fixture);
    await mallory.flood(withNonce(wrongLogins(300), mallory.nonce));
    time.pass(6);
    const flooding = mallory.flood(withNonce(wrongLogins(300, 300), mallory.nonce));
    const login = await ana.request('login', { role: 'pit-boss', operator: 'ana', pin: BOSS_PIN });
    expect(login.reply).toEqual({ ok: true });
    await flooding;

    // `sabot ruling` on the table's machine, PIN on standard input, while the web's locks hold.
    const ruling = await runSabotWithInput(
      [BOSS_PIN],
      'ruling',
      'note',
      '--db',
      fixture.dbPath,
      '--round',
      '1',
      '--text',
      'seen on camera',
      '--operator',
      'ana',
    );
    expect(ruling.err).toBe('');
    expect(ruling.code).toBe(0);
    expect(ruling.out).toBe('the note on round 1 is recorded\n');
  });
});
