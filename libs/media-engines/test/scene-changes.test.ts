import { describe, expect, inject, it } from 'vitest';
import { sceneChanges } from '../src/index.js';
import { parseSceneMetadata } from '../src/lib/media/scene-changes.js';

const fixtures = inject('mediaFixtures');

describe('sceneChanges', () => {
  it.each([0.1, 0.3, 0.5])('finds the cuts at 2 s and 4 s at threshold %s', async (threshold) => {
    const changes = await sceneChanges(fixtures.scenesMp4, { threshold });
    expect(changes.map((change) => change.timeSeconds)).toEqual([
      expect.closeTo(2, 1),
      expect.closeTo(4, 1),
    ]);
    for (const change of changes) expect(change.score).toBeGreaterThan(threshold);
  });

  it('finds none above a threshold the cuts do not reach', async () => {
    expect(await sceneChanges(fixtures.scenesMp4, { threshold: 0.95 })).toEqual([]);
  });

  it('finds none in one continuous shot', async () => {
    expect(await sceneChanges(fixtures.clipMp4, { threshold: 0.3 })).toEqual([]);
  });

  it.each([0, 1, -0.2, Number.NaN])('refuses threshold %s', async (threshold) => {
    await expect(sceneChanges(fixtures.scenesMp4, { threshold })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it.each([
    ['audio only', fixtures.toneWav, 'no-video-stream'],
    ['a text file named .mp4', fixtures.textAsMp4, 'not-media'],
  ])('refuses %s', async (_label, input, code) => {
    await expect(sceneChanges(input, { threshold: 0.3 })).rejects.toMatchObject({ code });
  });
});

describe('parseSceneMetadata', () => {
  it('pairs each frame time with the score printed after it', () => {
    const text = [
      'frame:0    pts:20480   pts_time:2',
      'lavfi.scene_score=0.696158',
      'frame:1    pts:40960   pts_time:4.5',
      'lavfi.scene_score=0.880580',
      '',
    ].join('\n');
    expect(parseSceneMetadata(text)).toEqual([
      { timeSeconds: 2, score: 0.696158 },
      { timeSeconds: 4.5, score: 0.88058 },
    ]);
  });
});
