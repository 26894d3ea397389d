import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapLimit } from '../lib/map-limit.ts';
import { buildTestApp } from '../test-support/build-test-app.ts';
import {
  DiskAfterPowerCut,
  type JournalEntry,
} from '../test-support/power-cut/disk-after-power-cut.ts';
import { findCorruption } from '../test-support/power-cut/find-corruption.ts';
import { PowerCutJournal, RecordingNodeFS } from '../test-support/power-cut/recording-node-fs.ts';
import {
  type AnsweredWrite,
  missingWrites,
  prepareSchoolBurst,
} from '../test-support/power-cut/school-burst.ts';
import { seededRandom, shuffled } from '../test-support/power-cut/seeded-random.ts';
import { openDatabase } from './client.ts';

/*
 * The embedded database survives a power cut, not only a killed process (which keeps what
 * the kernel was given): the file layer records every write and sync of a burst of
 * sign-ups, exam answers and video progress saves; then, for cut points in the burst, the
 * disk is rebuilt with only what had been synced (disk-after-power-cut.ts) and reopened.
 * Every write answered 2xx before the cut must be there, and amcheck must find nothing.
 * POWER_CUT_POINTS=40 tries more cut points (npm run bench:power-cut); POWER_CUT_SEED
 * replays a run's order of requests and its cut points (not the timing within the burst).
 */

const CUT_POINTS = Number(process.env.POWER_CUT_POINTS ?? 2);
const SEED = Number(process.env.POWER_CUT_SEED ?? randomInt(2 ** 31));

/** Where in the burst the power goes, in order, the last right after the last 2xx answer. */
const cutPoints = [...Array.from({ length: CUT_POINTS - 1 }, seededRandom(SEED)), 1]
  .sort((a, b) => a - b)
  .map((fraction, i) => ({
    fraction,
    folder: `cut-${i + 1}`,
    label: `${i + 1} of ${CUT_POINTS}, ${
      fraction === 1
        ? 'right after the last 2xx'
        : `${(100 * fraction).toFixed(1)} % into the burst`
    }`,
  }));

/**
 * The journal positions worth cutting at. The disk changes only at a sync: a cut anywhere
 * between two syncs leaves the same disk as a cut just before the later one, by which time
 * the most writes had been answered, so that is where each cut is checked.
 */
function cutsBeforeSyncs(entries: JournalEntry[]): number[] {
  const isSync = (entry: JournalEntry) => entry.op === 'sync' || entry.op === 'syncDir';
  const lastAnswer = entries.findLastIndex((entry) => entry.op === 'ack');
  const after = entries.findIndex((entry, i) => i > lastAnswer && isSync(entry));
  return [
    ...entries.flatMap((entry, i) => (i < lastAnswer && isSync(entry) ? [i] : [])),
    after === -1 ? entries.length : after,
  ];
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres' || process.platform !== 'linux')(
  `the embedded database after a power cut (seed ${SEED})`,
  () => {
    const journal = new PowerCutJournal<AnsweredWrite>();
    let workDir: string;
    let disk: DiskAfterPowerCut;
    let applied = 0;
    const results = { tried: 0, passed: 0, checked: 0 };

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-power-cut-'));
      const t = await buildTestApp({ fileSystem: (dir) => new RecordingNodeFS(dir, journal) });
      try {
        const burst = await prepareSchoolBurst(t);
        journal.start(path.join(t.dataDir, 'db'));
        await mapLimit(shuffled(burst, seededRandom(SEED)), {
          limit: 4,
          fn: async (send) => {
            const answered = await send();
            if (answered) journal.ack(answered);
          },
        });
        journal.stop();
      } finally {
        await t.close();
      }
      if (!journal.initial) throw new Error('the recording never started');
      disk = new DiskAfterPowerCut(journal.initial);
    }, 120_000);

    afterAll(async () => {
      await rm(workDir, { recursive: true, force: true });
      const verdict = results.passed === results.tried ? 'PASS' : 'FAIL';
      const disks = cutsBeforeSyncs(journal.entries).length;
      console.log(
        `power cut, seed ${SEED}: ${results.tried} cut points tried (of ${disks} distinct ` +
          `disks), ${results.checked} acked writes checked, ${verdict}`,
      );
    });

    it.each(cutPoints)(
      'cut $label: every write answered before it is kept, nothing corrupted',
      async ({ fraction, folder }) => {
        results.tried += 1;
        const cuts = cutsBeforeSyncs(journal.entries);
        const cut = cuts[Math.floor(fraction * (cuts.length - 1))] ?? 0;
        for (const entry of journal.entries.slice(applied, cut)) disk.apply(entry);
        applied = Math.max(applied, cut);
        const answered = journal.entries
          .slice(0, cut)
          .flatMap((entry) => (entry.op === 'ack' ? [entry.write] : []));

        const dataDir = path.join(workDir, folder);
        await disk.materialize(dataDir);
        const handle = await openDatabase({ database: { kind: 'pglite', dataDir } });
        try {
          expect(await missingWrites(handle.db, answered)).toEqual([]);
        } finally {
          await handle.close();
        }
        expect(await findCorruption(dataDir)).toEqual([]);
        await rm(dataDir, { recursive: true, force: true });
        results.checked += answered.length;
        results.passed += 1;
      },
      120_000,
    );
  },
);
