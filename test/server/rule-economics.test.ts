import { describe, expect, it } from 'vitest';
import { operations, type ReplyOf } from '../../app/contract.js';
import { reasonOf } from '../../app/core/sentences.js';
import { exactEdge } from '../../engine/economics/exact-edge.js';
import { findProfile } from '../../engine/rules/profiles.js';
import { SocketClient, servedTable } from './server-fixture.js';

type Economics = ReplyOf<'ruleEconomics'>;

const shipped = (id: string) => {
  const found = findProfile(id);
  if (!found.ok) throw new Error(reasonOf(found));
  return found.value;
};

describe('the rule economics operation', () => {
  it("answers the table's exact edge by up-card and another shipped profile's, as the engine computes them", async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    const alone = (await client.request('ruleEconomics', {})).reply as Economics;
    expect(operations.ruleEconomics.reply.safeParse(alone).success).toBe(true);
    const own = exactEdge(shipped(alone.table.profile), 'basic');
    expect(alone.table.ev).toBe(own.ev);
    expect(alone.table.byUpcard?.map((bar) => bar.ev)).toEqual(own.byUpcard.map((row) => row.ev));
    expect(alone.vs).toBeNull();
    expect(alone.profiles.map((profile) => profile.id)).toContain('open-6d');

    const other = alone.profiles.find((profile) => profile.id !== alone.table.profile)?.id ?? '';
    const compared = (await client.request('ruleEconomics', { vs: other })).reply as Economics;
    expect(compared.vs?.profile).toBe(other);
    expect(compared.vs?.ev).toBe(exactEdge(shipped(other), 'basic').ev);
    expect(compared.table).toEqual(alone.table);
  }, 60_000);

  it('refuses a profile that is not shipped before computing anything', async () => {
    const fixture = await servedTable();
    const client = await SocketClient.connect(fixture);
    const refused = await client.request('ruleEconomics', { vs: 'nowhere-9d' });
    expect(refused).toMatchObject({ ok: false });
  });
});
