import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { centerUrlOf } from '../../app/cli/shipping-option.js';
import { centerName } from '../../app/core/shipping/center.js';
import { embeddedCenterUrl } from '../../app/core/shipping/embedded-center-url.js';

/** Where a `--pit` table looks for its center: the data directory's socket, in a URL `--pg` takes too. */
describe("the URL of the data directory's own pit", () => {
  it('names the socket folder under the data directory, which the PostgreSQL client reads back whole', () => {
    const url = embeddedCenterUrl('/srv/casino tables/sabot & co');
    const client = new pg.Client(url);
    expect({ host: client.host, port: client.port, database: client.database, user: client.user }).toEqual({
      host: '/srv/casino tables/sabot & co/pit/postgres',
      port: 5432,
      database: 'sabot',
      user: 'sabot',
    });
  });

  it('is named in sentences by its socket folder, and a server on the network by its host', () => {
    expect(centerName(embeddedCenterUrl('/home/marie/.local/share/sabot'))).toBe(
      '/home/marie/.local/share/sabot/pit/postgres:5432/sabot',
    );
    expect(centerName('postgres://sabot:secret@pit-db:5432/sabot')).toBe('pit-db:5432/sabot');
  });

  it("is where a table's --pit ships, in the data directory it runs with; a --pg beside it wins", () => {
    const before = process.env.SABOT_DATA_DIR;
    process.env.SABOT_DATA_DIR = '/srv/sabot';
    try {
      expect(centerUrlOf({ pit: true })).toBe(embeddedCenterUrl('/srv/sabot'));
      expect(centerUrlOf({ pit: true, pg: 'postgres://sabot@pit-db:5432/sabot' })).toBe(
        'postgres://sabot@pit-db:5432/sabot',
      );
      expect(centerUrlOf({})).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.SABOT_DATA_DIR;
      else process.env.SABOT_DATA_DIR = before;
    }
  });
});
