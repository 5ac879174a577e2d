import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { compiledScript } from '../../support/compiled-script.js';
import { tempDir } from './log-fixtures.js';

let install: string;

/** Starts the writer, kills it with SIGKILL once `acks` appends were reported, returns the last one. */
function killAfter(writer: string, log: string, acks: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [writer, log], { stdio: ['ignore', 'pipe', 'pipe'] });
    let buffered = '';
    let reported = 0;
    let seen = 0;
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        reported = Number(line);
        seen += 1;
      }
      if (seen >= acks) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(reported) : reject(new Error(`the writer stopped by itself: ${stderr}`)),
    );
  });
}

describe('a crash at any instant', () => {
  beforeAll(() => {
    // The log code and the writer, compiled to be run, and killed mid-write, in a process of their own.
    install = compiledScript(join(import.meta.dirname, 'crash-writer.ts'), tempDir());
  });

  it('loses no accepted event, splits no append, and leaves a log that verifies and goes on', async () => {
    const log = join(tempDir(), 'table.db');
    for (const acks of [5, 37, 61, 120]) {
      const lastAccepted = await killAfter(install, log, acks);
      const result = verifyLog(log);
      if (!result.ok) throw new Error(`after a kill at ${lastAccepted}: ${result.problem}`);
      expect(result.events).toBeGreaterThanOrEqual(lastAccepted);
      expect(result.events % 3).toBe(0);
    }
  }, 60_000);
});
