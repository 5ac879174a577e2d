import pg from 'pg';

const RECONNECT_MS = 1000;

/**
 * The center's notifications on a connection of their own (a pooled one would be handed back and
 * lose its LISTEN): `pit_ingest` names the table whose facts or journals were stored, `pit_alarm`
 * says the alarms changed. When PostgreSQL restarts the connection is made again every second,
 * and `connected` runs each time, so that whoever listens reads again what it may have missed.
 */
export class PitListener {
  #client: pg.Client | null = null;
  #closed = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly heard: (channel: string, payload: string) => void,
    private readonly connected: () => void,
    private readonly lost: (detail: string) => void,
  ) {}

  start(): void {
    void this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'sabot pit listener' });
    let gone = false;
    const again = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (this.#client === client) this.#client = null;
      void client.end().catch(() => undefined);
      if (this.#closed) return;
      this.lost(error?.message ?? 'the connection ended');
      this.#timer = setTimeout(() => void this.#connect(), RECONNECT_MS);
    };
    client.on('error', again);
    client.on('end', () => again());
    client.on('notification', (note) => this.heard(note.channel, note.payload ?? ''));
    try {
      await client.connect();
      await client.query('LISTEN pit_ingest');
      await client.query('LISTEN pit_alarm');
    } catch (error) {
      again(error as Error);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.connected();
  }
}
