import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { EngineError } from '../engine-error.js';
import { readBlockLoudness } from '../speech/block-loudness.js';
import { readSpeechWav } from '../speech/wav-file.js';
import { clusterByBic, type Checkpoint } from './agglomerative-clustering.js';
import { findSpeakerChanges, type ChangeRules } from './change-points.js';
import {
  addInto,
  addVector,
  emptyStats,
  fitGaussian,
  meanLogLikelihood,
  type Gaussian,
  type GaussianStats,
} from './gaussian-stats.js';
import { createMfccExtractor, SPEECH_MFCC_SETTINGS } from './mfcc.js';
import { readSegmentFeatures } from './segment-features.js';
import type {
  LabelSpeakersOptions,
  SpeakerEngine,
  SpeakerLabels,
  SpeakerSegment,
} from './speaker-engine.js';
import { HOP_SAMPLES, voicedFrameTest } from './voiced-frames.js';

export interface LocalSpeakerEngineOptions {
  /**
   * λ of the BIC (default 1.6): larger finds fewer speakers, smaller more. Must be positive.
   */
  penaltyWeight?: number;
  /**
   * Looks for speaker changes inside segments of 2 s of voice or more (default true), so a
   * segment holding two speakers does not blur both; the segment still gets one label, the
   * speaker who has most of it.
   */
  splitAtChanges?: boolean;
}

/**
 * Calibrated on espeak-ng conversations (test/speakers.test.ts, and 13-minute ones of one, two
 * and three voices): with clusters weighing at most 1500 frames, λ = 1.6 found every count. The
 * window is narrow (at 1.4 one voice split in two in a 24-turn conversation, at 2.0 two male
 * voices merged): that is why the quality is 'low'.
 */
const DEFAULT_PENALTY_WEIGHT = 1.6;
/**
 * In the clustering, a cluster weighs at most 15 s of voice (see bicGain): without a cap,
 * clusters of one speaker stop merging once they are long, and the count grows with the
 * recording (three copies of a nine-turn conversation of three voices gave nine speakers).
 * With 1000 frames two male voices merged in a 13-minute conversation; with 2500 one voice
 * split in a 24-turn one.
 */
const MAX_CLUSTER_WEIGHT = 1500;
/** An hour of audio takes well under a minute of one core; this only stops a stuck call. */
const DEFAULT_TIMEOUT_MS = 30 * 60_000;
const SAMPLES_PER_MS = 16;
/** MFCCs c1..c19: the spectral envelope (vocal tract), without c0 (loudness). */
const FEATURE_DIMS = 19;
/**
 * A unit (segment, or part of one between speaker changes) needs 1 s of voiced frames to get a
 * Gaussian of its own in the clustering: 19 dimensions have 209 parameters. Shorter units are
 * given to the speaker whose model explains their frames best.
 */
const MIN_CLUSTER_FRAMES = 100;
/** Segments and the parts between changes need 1 s of voice on each side of a change. */
const CHANGE_RULES: Omit<ChangeRules, 'penaltyWeight'> = {
  minSideFrames: 100,
  maxWindowFrames: 600,
  stepFrames: 10,
};
/** Share of the progress for reading the audio; clustering takes the rest. */
const READING_SHARE = 0.9;
const PROGRESS_STEP = 0.01;

interface Unit {
  segment: number;
  stats: GaussianStats;
}

/**
 * Speaker diarization in plain TypeScript, nothing to install: MFCCs of 25 ms frames every
 * 10 ms (silent frames left out), speaker changes inside long segments found with a windowed
 * BIC test, then bottom-up clustering of full-covariance Gaussians with the BIC as stopping
 * rule, so the number of speakers is found. It tells clearly different voices apart (a man and
 * a woman, different accents); it confuses similar voices and has no notion of overlapping
 * speech, which goes to one of the speakers.
 */
export function createLocalSpeakerEngine(options: LocalSpeakerEngineOptions = {}): SpeakerEngine {
  const penaltyWeight = options.penaltyWeight ?? DEFAULT_PENALTY_WEIGHT;
  if (!(Number.isFinite(penaltyWeight) && penaltyWeight > 0)) {
    throw new EngineError('invalid-argument', 'penaltyWeight must be a positive number');
  }
  const splitAtChanges = options.splitAtChanges ?? true;

  return {
    id: 'local-mfcc-bic',
    quality: {
      level: 'low',
      note: 'Local MFCC and BIC clustering: distinguishes clearly different voices; confuses similar voices and overlapping speech.',
    },
    async label(wavPath, segments, call: LabelSpeakersOptions = {}): Promise<SpeakerLabels> {
      const maxSpeakers = checkArguments(segments, call);
      const deadline = Date.now() + (call.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const checkpoint: Checkpoint = async () => {
        // Lets an abort or a timer fire between pieces of work, which is all synchronous.
        await nextTurn();
        if (call.signal?.aborted) throw new EngineError('aborted', 'speaker labelling aborted');
        if (Date.now() > deadline) {
          throw new EngineError('timeout', 'speaker labelling did not finish within its time');
        }
      };
      await checkpoint();
      if (segments.length === 0) {
        call.onProgress?.(1);
        return { speakers: [], count: 0 };
      }
      let reported = 0;
      const report = (fraction: number) => {
        if (call.onProgress && (fraction >= reported + PROGRESS_STEP || fraction === 1)) {
          reported = fraction;
          call.onProgress(fraction);
        }
      };

      const wav = await readSpeechWav(wavPath);
      const loudness = await readBlockLoudness(wavPath, wav, HOP_SAMPLES);
      await checkpoint();
      const mfcc = createMfccExtractor(SPEECH_MFCC_SETTINGS);
      const isVoiced = voicedFrameTest(
        loudness,
        segments.map(({ start, end }) => ({
          first: Math.floor((start * SAMPLES_PER_MS) / HOP_SAMPLES),
          end: Math.ceil((end * SAMPLES_PER_MS) / HOP_SAMPLES),
        })),
        mfcc.settings.frameSamples,
      );
      const totalSamples = segments.reduce(
        (sum, { start, end }) => sum + (end - start) * SAMPLES_PER_MS,
        0,
      );
      let samplesRead = 0;

      const units: Unit[] = [];
      const file = await open(wavPath, 'r');
      try {
        const source = {
          file,
          wav,
          mfcc,
          dims: FEATURE_DIMS,
          isVoiced,
          checkpoint,
          onSamples: (samples: number) => {
            samplesRead += samples;
            report(Math.min(READING_SHARE, (READING_SHARE * samplesRead) / totalSamples));
          },
        };
        for (const [index, segment] of segments.entries()) {
          const { features } = await readSegmentFeatures(
            source,
            segment.start * SAMPLES_PER_MS,
            segment.end * SAMPLES_PER_MS,
          );
          const frameCount = features.length / FEATURE_DIMS;
          const cuts = splitAtChanges
            ? findSpeakerChanges(features, FEATURE_DIMS, { ...CHANGE_RULES, penaltyWeight })
            : [];
          for (const [from, to] of pairs([0, ...cuts, frameCount])) {
            const stats = emptyStats(FEATURE_DIMS);
            for (let frame = from; frame < to; frame += 1) {
              addVector(stats, features, frame * FEATURE_DIMS);
            }
            units.push({ segment: index, stats });
          }
        }
      } finally {
        await file.close();
      }

      const unitLabels = await labelUnits(units, penaltyWeight, maxSpeakers, checkpoint);
      const speakers = inOrderOfAppearance(segmentLabels(segments.length, units, unitLabels));
      report(1);
      return { speakers, count: speakers.length === 0 ? 0 : Math.max(...speakers) + 1 };
    },
  };
}

/** Returns maxSpeakers, or throws 'invalid-argument' for segments or options that make no sense. */
function checkArguments(segments: readonly SpeakerSegment[], call: LabelSpeakersOptions): number {
  for (const [index, { start, end }] of segments.entries()) {
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end >= start)) {
      throw new EngineError(
        'invalid-argument',
        `segment ${index} must have integer milliseconds with 0 <= start <= end, not ${start}..${end}`,
      );
    }
  }
  const maxSpeakers = call.maxSpeakers ?? Number.POSITIVE_INFINITY;
  if (!(
    maxSpeakers === Number.POSITIVE_INFINITY ||
    (Number.isInteger(maxSpeakers) && maxSpeakers >= 1)
  )) {
    throw new EngineError(
      'invalid-argument',
      `maxSpeakers must be an integer of at least 1, not ${maxSpeakers}`,
    );
  }
  if (call.timeoutMs !== undefined && !(call.timeoutMs > 0)) {
    throw new EngineError('invalid-argument', `timeoutMs must be positive, not ${call.timeoutMs}`);
  }
  return maxSpeakers;
}

/**
 * A speaker index per unit, or -1 for a unit without voiced frames. Units long enough are
 * clustered; each shorter one joins the cluster under whose Gaussian its frames are likeliest.
 */
async function labelUnits(
  units: readonly Unit[],
  penaltyWeight: number,
  maxSpeakers: number,
  checkpoint: Checkpoint,
): Promise<number[]> {
  const labels = units.map(() => -1);
  let anchors = units.flatMap((unit, index) =>
    unit.stats.count >= MIN_CLUSTER_FRAMES ? [index] : [],
  );
  // Only short segments: cluster what there is rather than nothing.
  if (anchors.length === 0) {
    anchors = units.flatMap((unit, index) => (unit.stats.count > 0 ? [index] : []));
  }
  if (anchors.length === 0) return labels;
  const clusters = await clusterByBic(
    anchors.map((index) => units[index]?.stats ?? emptyStats(FEATURE_DIMS)),
    { penaltyWeight, maxClusters: maxSpeakers, maxWeight: MAX_CLUSTER_WEIGHT },
    checkpoint,
  );
  anchors.forEach((unit, position) => {
    labels[unit] = clusters[position] ?? -1;
  });

  const models = new Map<number, GaussianStats>();
  anchors.forEach((unit, position) => {
    const cluster = clusters[position] ?? -1;
    const stats = models.get(cluster) ?? emptyStats(FEATURE_DIMS);
    const member = units[unit]?.stats;
    if (member) addInto(stats, member, 1);
    models.set(cluster, stats);
  });
  const gaussians: [number, Gaussian][] = [];
  for (const [cluster, stats] of models) {
    const gaussian = fitGaussian(stats);
    if (gaussian) gaussians.push([cluster, gaussian]);
  }
  units.forEach((unit, index) => {
    if (labels[index] !== -1 || unit.stats.count === 0) return;
    let best = Number.NEGATIVE_INFINITY;
    for (const [cluster, gaussian] of gaussians) {
      const likelihood = meanLogLikelihood(unit.stats, gaussian);
      if (likelihood > best) {
        best = likelihood;
        labels[index] = cluster;
      }
    }
  });
  return labels;
}

/**
 * Each segment's speaker is the one with most of its voiced frames. A segment without voice
 * (a cough, music, a cue timed in a pause) takes the speaker of the segment before it, or of
 * the next one for the first.
 */
function segmentLabels(segmentCount: number, units: readonly Unit[], labels: number[]): number[] {
  const frames = Array.from({ length: segmentCount }, () => new Map<number, number>());
  units.forEach((unit, index) => {
    const label = labels[index] ?? -1;
    if (label < 0) return;
    const votes = frames[unit.segment];
    votes?.set(label, (votes.get(label) ?? 0) + unit.stats.count);
  });
  const chosen = frames.map((votes) => {
    let best = -1;
    let most = 0;
    for (const [label, count] of votes) {
      if (count > most) {
        best = label;
        most = count;
      }
    }
    return best;
  });
  const firstKnown = chosen.find((label) => label >= 0) ?? 0;
  let previous = firstKnown;
  return chosen.map((label) => {
    if (label >= 0) previous = label;
    return label >= 0 ? label : previous;
  });
}

/** Renumbers labels 0, 1, 2... in the order they first appear. */
function inOrderOfAppearance(labels: readonly number[]): number[] {
  const renumbered = new Map<number, number>();
  return labels.map((label) => {
    let index = renumbered.get(label);
    if (index === undefined) {
      index = renumbered.size;
      renumbered.set(label, index);
    }
    return index;
  });
}

function pairs(bounds: readonly number[]): [number, number][] {
  return bounds.slice(1).map((to, i) => [bounds[i] ?? 0, to]);
}
