import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLog } from '../../../app/core/log/verify.js';
import { tempDir } from './log-fixtures.js';

const root = join(import.meta.dirname, '..', '..', '..');
let install: string;

/**
 * Builds the log code and the writer into a temporary installation (package.json, migrations and
 * node_modules linked from the project), so a real Node process can be killed mid-write.
 */
function buildWriter(): string {
  const dir = join(tempDir(), 'install');
  mkdirSync(dir);
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const flags = [
    '--ignoreConfig',
    '--outDir',
    dir,
    '--rootDir',
    root,
    '--module',
    'nodenext',
    '--target',
    'es2023',
  ];
  execFileSync(tsc, [
    ...flags,
    '--types',
    'node',
    '--skipLibCheck',
    join(import.meta.dirname, 'crash-writer.ts'),
  ]);
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(root, 'migrations'), join(dir, 'migrations'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return join(dir, 'test', 'core', 'log', 'crash-writer.js');
}

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
    install = buildWriter();
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
